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
import { loggerOptions } from './plugins/logging.js';
import { registerMetrics } from './plugins/metrics.js';
import type { DestinationStream } from 'pino';
import { registerAuth } from './plugins/auth.js';
import { registerEndpoints } from './plugins/endpoints.js';
import { apiModules } from './modules/index.js';
import { dietPlugin } from './modules/diet/index.js';
import { createWorkerPool, type WorkerPool } from './workers/index.js';

export interface AppOptions {
  env: Env;
  database: Database;
  logger?: boolean;
  /** Tests: log here (at env.LOG_LEVEL) instead of stdout. */
  logStream?: DestinationStream;
  /**
   * The process's worker pool (main.ts makes it once and closes it last); without one, the app
   * makes its own of env.WORKERS threads and closes it with itself.
   */
  workers?: WorkerPool;
  /** Tests: shorter socket timeouts than HTTP_TIMEOUTS. */
  httpTimeouts?: HttpTimeouts;
}

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** How often Node looks for sockets past those limits. */
  checkIntervalMs: number;
}

/**
 * A slow client cannot hold a socket (issue 29, 10): Fastify leaves `requestTimeout` at 0 (never),
 * and Node checks its limits only every 30 s. The largest body is 64 KiB: at 2G's ~10 kB/s that is
 * 7 s, so 30 s refuses no real client. Once received, a request may take as long as it needs.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  checkIntervalMs: 2_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    /** The one worker pool (decision 140): judging and import work off the request thread. */
    workers: WorkerPool;
  }
}

/** Builds the whole app without listening (tests call `app.inject`). */
export async function buildApp({
  env,
  database,
  logger = false,
  logStream,
  workers,
  httpTimeouts = HTTP_TIMEOUTS,
}: AppOptions) {
  const app = Fastify({
    logger: logger || logStream ? loggerOptions(env, logStream) : false,
    requestTimeout: httpTimeouts.requestMs,
    http: {
      headersTimeout: httpTimeouts.headersMs,
      connectionsCheckingInterval: httpTimeouts.checkIntervalMs,
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('workers', workers ?? ownWorkerPool(app));

  await registerSecurity(app);
  registerErrorHandling(app);
  registerAuth(app);
  registerEndpoints(app);
  await registerDocs(app);
  await registerMetrics(app);
  await app.register(dietPlugin);
  for (const module of apiModules) await app.register(module);
  await registerWeb(app, env.WEB_DIST_DIR);
  return app;
}

export type App = FastifyInstance;

function ownWorkerPool(app: FastifyInstance): WorkerPool {
  const pool = createWorkerPool({
    catalogDir: app.env.CATALOG_DIR,
    threads: app.env.WORKERS,
    onError: (err) => app.log.error({ err }, 'worker thread failed'),
  });
  app.addHook('onClose', () => pool.close());
  return pool;
}

/** A hop count N trusts the N proxies nearest to us (fastify accepts it as a function of the hop). */
function trustProxyOption(trust: Env['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
