import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { createPgRateLimitStore } from '#server/modules/rate-limits/index.js';
import { rateLimited } from '../lib/errors.js';

/**
 * Security headers for every response and the rate-limit machinery. Limits are opt-in per route
 * (`config.rateLimit`) so public POSTs get tight ones and reads stay fast.
 */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    // HSTS only makes sense over TLS; set below when the request arrived over https.
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The label scan's text recognition (tesseract.js) compiles WebAssembly; no other eval is allowed.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          'https://images.openfoodfacts.org',
          'https://static.openfoodfacts.org',
        ],
        'connect-src': ["'self'"],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // Personal answers (profile, me, favourites, export, diet colours) and tokens must never sit in
    // a browser or proxy cache: anything asked with credentials, and every token answer.
    if (
      !reply.hasHeader('cache-control') &&
      (request.headers.authorization || request.url.startsWith('/api/token'))
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(rateLimit, {
    global: false,
    // Several instances on one PostgreSQL share one count per address (decision 081).
    ...(app.database.kind === 'postgres' ? { store: createPgRateLimitStore(app.database.db) } : {}),
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });
}
