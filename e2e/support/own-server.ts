// A SafeShelf server of the test's own (not the shared one of playwright.config.ts): its own port,
// data directory or PostgreSQL database, and catalogue files the test writes and imports with the
// real CLI (`npm run import`), as an operator would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  url: string;
  env: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** `npm run import -- <file>` against this server's database. */
  importFile(file: string): void;
  dispose(): Promise<void>;
}

/** Runs a few lines of Node in the repository (pg lives in the root node_modules). */
function runNode(code: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr || `exit ${result.status}`);
  return result.stdout;
}

/** A fresh database on the PostgreSQL server of `serverUrl`, and its URL. */
function createDatabase(serverUrl: string, name: string) {
  const admin = `import pg from 'pg'; const c = new pg.Client({ connectionString: process.env.PG_ADMIN }); await c.connect();`;
  runNode(`${admin} await c.query('create database ${name}'); await c.end();`, {
    PG_ADMIN: serverUrl,
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      runNode(
        `${admin} await c.query('drop database if exists ${name} with (force)'); await c.end();`,
        {
          PG_ADMIN: serverUrl,
        },
      ),
  };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not answer in 120 s');
}

/**
 * A server on `port`, on the embedded database in a temporary folder or, with `postgresUrl`, on a
 * new database of that PostgreSQL server (dropped by `dispose`).
 */
export function ownServer(port: number, postgresUrl?: string): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-e2e-own-'));
  const database = postgresUrl
    ? createDatabase(postgresUrl, `safeshelf_e2e_${Date.now().toString(36)}`)
    : null;
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    IMPORT_ON_START: 'false',
    LOG_LEVEL: 'warn',
    WORKERS: '1',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
  };
  let child: ChildProcess | null = null;
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    child = null;
  };
  return {
    url,
    env,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      await waitForHealth(url, child);
    },
    stop,
    importFile(file: string) {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/src/cli/import.ts', file],
        { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
    },
    async dispose() {
      await stop();
      database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
