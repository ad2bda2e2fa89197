import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp, type HttpTimeouts } from '../app.js';
import { loadEnv, type Env } from '../env.js';
import { openTestDatabase } from './database.js';
import type { WorkerPool } from '../workers/index.js';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'safeshelf-test-')),
    IMPORT_ON_START: 'false',
    LOG_LEVEL: 'silent',
    // One worker thread per test app: test files already run side by side.
    WORKERS: '1',
    ...(process.env.CATALOG_DIR ? { CATALOG_DIR: process.env.CATALOG_DIR } : {}),
    ...overrides,
  });
}

/** The whole app on a fresh database; call `close()` in afterAll. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  /** `workers`: a pool of the test's own (it closes it); by default the app makes one. */
  options: {
    logStream?: DestinationStream;
    httpTimeouts?: HttpTimeouts;
    workers?: WorkerPool;
  } = {},
) {
  const env = testEnv(overrides);
  const database = await openTestDatabase();
  const app = await buildApp({ env, database, ...options });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
