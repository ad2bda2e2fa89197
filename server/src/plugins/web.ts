import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built React app. Any non-API GET that is not a file gets index.html, so the client
 * router handles deep links; unknown API paths keep their JSON 404.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Look files up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      cacheControl: false,
      // The web build writes .br and .gz copies next to each asset (web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed asset names never change content; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .code(404)
        .send({ code: 'not_found', message: `No route for ${request.method} ${path}` });
    }
    // A missing script or stylesheet must fail as such, not come back as the HTML page.
    if (path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`.');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
