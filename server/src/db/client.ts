import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { schema } from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { runMigrations, type MigrationSession } from './migrate.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'embedded' | 'postgres';
  db: Db;
  /** Embedded only: a dump of the whole data directory. */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  /** Runs `fn` on one dedicated session (migrations, bulk work that needs session state). */
  withSession<T>(fn: (session: MigrationSession) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** PostgreSQL only: the pool's connections (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * PostgreSQL only: calls `onNotice` for every NOTIFY on `channel`, from any process on this
   * database (other API instances, the import CLI), and once after the listening connection was
   * lost and made again (notices may have been missed meanwhile). Resolves to its stop function.
   */
  listen?: (channel: string, onNotice: () => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database under dataDir is used. */
  url?: string;
  /** Directory of the embedded database; undefined with no url means in-memory (tests). */
  dataDir?: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: a query with no answer for this long fails (503) and its connection is
   * dropped, so a frozen server cannot hold requests (issue 29, 7). Unset: no limit (CLIs). Work
   * inside `withoutQueryTimeout` and `withSession` (imports, migrations) is never cut.
   */
  queryTimeoutMs?: number;
  /** Embedded only: start from this dump of a data directory (tests use a migrated template). */
  template?: Blob;
}

/** Rows of a raw `db.execute(sql…)` result; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const unlimited = new AsyncLocalStorage<boolean>();

/**
 * Runs `fn` with no client-side query timeout: bulk work that may legitimately keep one statement
 * busy for minutes (the start-up import and re-judge lift the server's statement timeout too).
 */
export function withoutQueryTimeout<T>(fn: () => Promise<T>): Promise<T> {
  return unlimited.run(true, fn);
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? openPostgres(options)
    : await openEmbedded(options.dataDir, options.template);
  try {
    await database.withSession((session) => runMigrations(session, database.kind === 'postgres'));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 5_000,
    application_name: 'safeshelf',
    // A peer that vanished (host down, network cut) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  if (options.queryTimeoutMs) {
    const timeoutMs = options.queryTimeoutMs;
    pool.on('connect', (client) => limitQueryTime(client, timeoutMs));
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    withSession: (fn) =>
      withoutQueryTimeout(async () => {
        const client = await pool.connect();
        try {
          return await fn({
            exec: async (script) => {
              await client.query(script);
            },
            rows: async (query) => (await client.query(query)).rows,
          });
        } finally {
          client.release();
        }
      }),
    ping: () => ping(db),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    listen: (channel, onNotice) => listenPostgres(options, channel, onNotice),
    close: () => pool.end(),
  };
}

/** One connection of its own (outside the pool) that LISTENs on `channel`; re-made when lost. */
async function listenPostgres(
  options: DatabaseOptions,
  channel: string,
  onNotice: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current === client) current = null;
    client.end().catch(() => {});
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, 1_000);
    retry.unref();
  };
  const connect = async (again: boolean) => {
    const client = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      application_name: 'safeshelf-listen',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (notice) => notice.channel === channel && onNotice());
    client.on('error', () => lost(client));
    client.on('end', () => !stopped && lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) return void (await client.end().catch(() => {}));
    current = client;
    if (again) onNotice();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}

type QueryArgs = [config: unknown, ...rest: unknown[]];

/**
 * Gives every query of `client` pg's client-side `query_timeout` (unless run inside
 * `withoutQueryTimeout`). pg answers a timed-out query with an error but keeps the connection
 * waiting for the server; it is destroyed instead, so the queries queued behind it (a
 * transaction's rollback) fail at once and the pool drops it rather than lending it out again.
 */
function limitQueryTime(client: pg.PoolClient, timeoutMs: number) {
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  const drop = (error: unknown) => {
    if ((error as Error | undefined)?.message === 'Query read timeout')
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
  };
  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args) => {
    const [config, ...rest] = args;
    if (unlimited.getStore()) return query(...args);
    const timed =
      typeof config === 'string'
        ? { text: config, query_timeout: timeoutMs }
        : config && typeof config === 'object' && !('submit' in config)
          ? { ...config, query_timeout: timeoutMs }
          : config;
    const last = rest.length - 1;
    const callback = rest[last];
    if (typeof callback === 'function') {
      rest[last] = (error: unknown, result: unknown) => {
        drop(error);
        (callback as (e: unknown, r: unknown) => void)(error, result);
      };
      return query(timed, ...rest);
    }
    const result = query(timed, ...rest) as Promise<unknown> | undefined;
    result?.catch(drop);
    return result;
  };
}

async function openEmbedded(dataDir: string | undefined, template?: Blob): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  const client = new PGlite({
    ...(dataDir ? { dataDir: join(dataDir, 'pgdata') } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm, unaccent },
    // WAL would otherwise double the disk use of a freshly imported catalogue.
    postgresqlconf: ['max_wal_size=64MB', 'min_wal_size=32MB'],
  });
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'embedded',
    db,
    dump: (compression = 'none') => client.dumpDataDir(compression),
    withSession: (fn) =>
      fn({
        exec: async (script) => {
          await client.exec(script);
        },
        rows: async <T>(query: string) => (await client.query<T>(query)).rows,
      }),
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
