import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.js';
import type { Database } from './db/client.js';
import { registerSecurity } from './plugins/security.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerDocs } from './plugins/docs.js';
import { registerWeb } from './plugins/web.js';
import { registerAuth } from './plugins/auth.js';
import { registerEndpoints } from './plugins/endpoints.js';
import { apiModules } from './modules/index.js';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
  }
}

/** Builds the whole app without listening (tests call `app.inject`). */
export async function buildApp({ env, database, logger = false }: AppOptions) {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);

  await registerSecurity(app);
  registerErrorHandling(app);
  registerAuth(app);
  registerEndpoints(app);
  await registerDocs(app);
  for (const module of apiModules) await app.register(module);
  await registerWeb(app, env.WEB_DIST_DIR);
  return app;
}

export type App = FastifyInstance;
