// The 1,000,000-product PostgreSQL database of the search benchmarks (bench/search-1m-postgres.ts,
// bench/search-load.ts). The real default catalogue is imported by the app's own import (on the
// worker pool), then copied under new barcodes until there are a million (so word frequencies are
// the real ones, multiplied). The indexes are the migrations' own: dropped for the bulk copy and
// re-created from the definitions PostgreSQL holds (bench/migration-indexes.ts). The copies bring
// no new word, so the search words the import wrote stay right. (The import benchmark's 1M file,
// bench/make-catalogue-1m.ts, goes through the whole import instead: a longer build.)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../server/src/env.js';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import { importCatalogue } from '../server/src/modules/catalogue/import-catalogue.js';
import { poolWorkers } from '../server/src/modules/catalogue/import-workers.js';
import { countProducts } from '../server/src/modules/catalogue/repository.js';
import { createWorkerPool } from '../server/src/workers/index.js';
import { withoutIndexes } from './migration-indexes.js';

export const TARGET = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const server = process.env.BENCH_PG_URL ?? 'postgres://safeshelf:safeshelf@localhost:5432/postgres';

/** The API instances' token secret in this run (production refuses a predictable one). */
export const BENCH_SECRET = randomBytes(48).toString('base64');

/** The bench database's URL on the server (BENCH_DB names it; default safeshelf_bench_1m). */
export function benchDatabaseUrl(): string {
  const url = new URL(server);
  url.pathname = `/${process.env.BENCH_DB ?? 'safeshelf_bench_1m'}`;
  return url.toString();
}

/**
 * Opens the bench database, creating it (with `fresh`, from nothing) and filling it up to TARGET
 * products when it has fewer. Logs what it built and how long it took.
 */
export async function open1mDatabase({ fresh }: { fresh: boolean }) {
  const url = benchDatabaseUrl();
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
    await admin.query(`create database ${name}`);
  await admin.end();
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_SECRET,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    IMPORT_ON_START: 'false',
  });
  const database = await openDatabase({ url, poolMax: 10, statementTimeoutMs: 3_600_000 });
  if ((await countProducts(database.db)) === 0) {
    const t = Date.now();
    const pool = createWorkerPool({ catalogDir: env.CATALOG_DIR, threads: 2, niceIncrement: 0 });
    try {
      await importCatalogue(database, {
        paths: [`${env.CATALOG_DIR}/products`],
        catalogDir: env.CATALOG_DIR,
        swissOnly: true,
        workers: poolWorkers(pool),
      });
    } finally {
      await pool.close();
    }
    console.log(`default catalogue imported in ${Math.round((Date.now() - t) / 1000)} s`);
  }
  const count = await countProducts(database.db);
  if (count < TARGET) await synthesise(database, count);
  return { env, database, url, count: await countProducts(database.db) };
}

async function synthesise(database: Awaited<ReturnType<typeof openDatabase>>, count: number) {
  const t = Date.now();
  const real = (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where code not like '%-%'`,
    )
  )[0]!.n;
  const copies = Math.ceil((TARGET - count) / real);
  const columnsOf = async (table: string) =>
    (
      await queryRows<{ column_name: string }>(
        database.db,
        sql`select column_name from information_schema.columns where table_name = ${table} and column_name not in ('id', 'code') order by ordinal_position`,
      )
    ).map((c) => c.column_name);
  const list = sql.raw((await columnsOf('products')).join(', '));
  const searchList = sql.raw((await columnsOf('product_search')).join(', '));
  const searchFrom = sql.raw((await columnsOf('product_search')).map((c) => `o.${c}`).join(', '));
  const rebuilt = await withoutIndexes(database, ['products', 'product_search'], async () => {
    await database.db.execute(sql`insert into products (code, ${list})
      select p.code || '-' || g, ${list} from products p cross join generate_series(1, ${copies}) g
      where p.code not like '%-%' limit ${TARGET - count}`);
    // The copies' search rows are their originals' (the catalogue import writes both tables).
    await database.db.execute(sql`insert into product_search (id, ${searchList})
      select c.id, ${searchFrom}
      from products c join products p on p.code = split_part(c.code, '-', 1) join product_search o on o.id = p.id
      where c.code like '%-%'`);
  });
  console.log(`re-created the migrations' indexes: ${rebuilt.map((i) => i.indexname).join(', ')}`);
  console.log(`synthesised ${TARGET - count} products in ${Math.round((Date.now() - t) / 1000)} s`);
}

// Run on its own to build (or with --fresh, rebuild) the database and nothing else:
// npx tsx bench/search-1m-database.ts [--fresh]
if (import.meta.main) {
  const { database, count } = await open1mDatabase({ fresh: process.argv.includes('--fresh') });
  console.log(`${count} products in ${benchDatabaseUrl().replace(/\/\/[^@]*@/, '//')}`);
  await database.close();
}
