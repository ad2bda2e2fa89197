import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, endpoints } from '@safeshelf/contract';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.getHealth.path,
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const reachable = await app.database.ping();
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: app.database.kind, reachable },
        version: process.env.npm_package_version ?? '0.1.0',
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
};
