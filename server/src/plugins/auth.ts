import type { FastifyInstance } from 'fastify';

/** Every request starts anonymous; the guards in modules/auth/guard.ts fill `request.user`. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
}
