import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.js';

/** Every API feature module; each is mounted under /api. */
export const apiModules: FastifyPluginAsync[] = [healthRoutes];
