import fp from 'fastify-plugin';
import { createDiet, type Diet } from './diet.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The diet engine for every module (judging through the worker pool): see diet.ts. */
    diet: Diet;
  }
}

/** Registers `app.diet` once, on the app's CATALOG_DIR and worker pool. */
export const dietPlugin = fp(
  async (app) => {
    app.decorate('diet', createDiet({ catalogDir: app.env.CATALOG_DIR, workers: app.workers }));
  },
  { name: 'diet' },
);
