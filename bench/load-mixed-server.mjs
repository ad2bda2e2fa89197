// The server side of bench/load-mixed.mjs: a small catalogue, the real server on loopback (in its
// own process group), a scratch PostgreSQL database, and the server's CPU time.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3151);
export const BASE = `http://127.0.0.1:${PORT}`;
export const CATALOG = process.env.CATALOG_DIR ?? join(root, '../shared/data');

/** A catalogue folder with only the Swiss OFF file (646 products), so each run imports in seconds. */
export function smallCatalogue() {
  const dir = mkdtempSync(join(tmpdir(), 'safeshelf-load-catalog-'));
  for (const sub of ['taxonomies', 'fodmap', 'reference'])
    symlinkSync(join(CATALOG, sub), join(dir, sub));
  mkdirSync(join(dir, 'products'));
  symlinkSync(
    join(CATALOG, 'products/off_products_swiss.jsonl'),
    join(dir, 'products/off_products_swiss.jsonl'),
  );
  return dir;
}

export function startServer(extraEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      IMPORT_ON_START: 'true',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, stop, exited };
}

/** Waits until the server answers and its catalogue is imported (it imports after listening). */
export async function waitForServer() {
  for (let i = 0; i < 1200; i++) {
    try {
      const status = await fetch(`${BASE}/api/catalogue/status/`);
      if (status.ok && (await status.json()).state === 'ready') return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** utime + stime of a process, in seconds (Linux /proc). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A database of its own on the PostgreSQL server of BENCH_PG_URL or TEST_DATABASE_URL, set as
 * `env.DATABASE_URL`. Returns the function that drops it.
 */
export async function scratchDatabase(env) {
  const serverUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('postgres run needs BENCH_PG_URL or TEST_DATABASE_URL');
  const name = `safeshelf_load_${Date.now()}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  return () => admin(`drop database if exists ${name} with (force)`);
}

/**
 * One run's server, answering: the small catalogue, embedded or on a scratch PostgreSQL database
 * (`kind`), stopped by a watchdog after `limitMs`. `end()` stops it and removes what it made.
 */
export async function startRun(kind, name, limitMs) {
  const env = {
    CATALOG_DIR: smallCatalogue(),
    DATA_DIR: mkdtempSync(join(tmpdir(), `safeshelf-${name}-`)),
  };
  const drop = kind === 'postgres' ? await scratchDatabase(env) : async () => {};
  const server = startServer(env);
  const watchdog = setTimeout(() => {
    console.error(`${name}: watchdog fired`);
    server.stop();
    process.exit(2);
  }, limitMs);
  const end = async () => {
    clearTimeout(watchdog);
    server.stop();
    await server.exited;
    await drop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  await waitForServer().catch(async (error) => {
    await end();
    throw error;
  });
  return { server, end };
}
