import { buildApp } from './app.js';
import { loadDotEnv, loadEnv } from './env.js';
import { openDatabase, withoutQueryTimeout } from './db/client.js';
import { prepareCatalogue } from './startup.js';
import { createWorkerPool } from './workers/index.js';

async function main() {
  loadDotEnv();
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DB_POOL_MAX,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    // A second past the server's own statement timeout: only a server that stopped answering
    // reaches it (issue 29, 7).
    queryTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS + 1_000,
  });
  // One pool for the whole process; its workers build their engines while the app starts.
  let logWorkerError = (err: Error) => console.error(`worker thread failed: ${err.message}`);
  const workers = createWorkerPool({
    catalogDir: env.CATALOG_DIR,
    threads: env.WORKERS,
    onError: (err) => logWorkerError(err),
  });
  workers.warmUp();
  const app = await buildApp({ env, database, logger: true, workers });
  logWorkerError = (err) => app.log.error({ err }, 'worker thread failed');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await workers.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // A fresh installation serves at once; its catalogue loads behind a "loading" state. The import
  // and re-judge may keep one statement busy for minutes (the background import keeps this context).
  await withoutQueryTimeout(() => prepareCatalogue(app, { background: true }));
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
