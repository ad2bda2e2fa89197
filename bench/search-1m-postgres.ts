// Search over 1,000,000 products on PostgreSQL, through HTTP, at 1 and 20 concurrent clients.
// The products are the real default catalogue copied under new barcodes until there are a million
// (so word frequencies are the real ones, multiplied); queries carry the diet and category filters.
// The indexes are the migrations' own: dropped for the bulk copy and re-created from the definitions
// PostgreSQL holds (bench/migration-indexes.ts), never from a second copy here.
// Run: npx tsx bench/search-1m-postgres.ts [--fresh]   (BENCH_PG_URL; the database
// safeshelf_bench_1m is kept for the next run; --fresh drops it first and builds everything again)
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { loadEnv } from '../server/src/env.js';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import { importCatalogue } from '../server/src/modules/catalogue/import-catalogue.js';
import { countProducts } from '../server/src/modules/catalogue/repository.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { buildQueries, queryString, summarise } from './search-common.js';
import { withoutIndexes } from './migration-indexes.js';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const server = process.env.BENCH_PG_URL ?? 'postgres://safeshelf:safeshelf@localhost:5432/postgres';
const name = 'safeshelf_bench_1m';
const adminClient = new pg.Client({ connectionString: server });
await adminClient.connect();
if (process.argv.includes('--fresh')) await adminClient.query(`drop database if exists ${name}`);
if (!(await adminClient.query('select 1 from pg_database where datname = $1', [name])).rowCount)
  await adminClient.query(`create database ${name}`);
await adminClient.end();
const url = new URL(server);
url.pathname = `/${name}`;
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-'.repeat(4),
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  IMPORT_ON_START: 'false',
  DB_POOL_MAX: '10',
});
const database = await openDatabase({
  url: url.toString(),
  poolMax: 10,
  statementTimeoutMs: 3_600_000,
});

if ((await countProducts(database.db)) === 0) {
  await importCatalogue(database, {
    paths: [`${env.CATALOG_DIR}/products`],
    catalogDir: env.CATALOG_DIR,
    swissOnly: true,
  });
}
let count = await countProducts(database.db);
if (count < TARGET) {
  const t = Date.now();
  const real = (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where code not like '%-%'`,
    )
  )[0]!.n;
  const copies = Math.ceil((TARGET - count) / real);
  const columns = (
    await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_name = 'products' and column_name not in ('id', 'code') order by ordinal_position`,
    )
  ).map((c) => c.column_name);
  const list = sql.raw(columns.join(', '));
  const rebuilt = await withoutIndexes(database, ['products', 'product_search'], async () => {
    await database.db.execute(sql`insert into products (code, ${list})
      select p.code || '-' || g, ${list} from products p cross join generate_series(1, ${copies}) g
      where p.code not like '%-%' limit ${TARGET - count}`);
    // The copies' search rows are their originals' (the catalogue import writes both tables).
    await database.db
      .execute(sql`insert into product_search (id, completeness, category_id, subcategory_id, name_search, search_doc)
      select c.id, o.completeness, o.category_id, o.subcategory_id, o.name_search, o.search_doc
      from products c join products p on p.code = split_part(c.code, '-', 1) join product_search o on o.id = p.id
      where c.code like '%-%'`);
  });
  console.log(`re-created the migrations' indexes: ${rebuilt.map((i) => i.indexname).join(', ')}`);
  count = await countProducts(database.db);
  console.log(`synthesised ${count} products in ${Math.round((Date.now() - t) / 1000)} s`);
}

const app = await buildApp({ env, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const [user] = await queryRows<{ id: number; token_version: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('bench' || floor(random() * 1e9)::text, 'bench' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id, token_version`,
);
const headers = {
  authorization: `Bearer ${(await startSession(database.db, user!.id, env.JWT_SECRET)).access}`,
};
const queries = buildQueries().filter((q) => q.diet);

async function load(concurrency: number) {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let next = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const q = queries[next++ % queries.length]!;
      const t = performance.now();
      const res = await fetch(base + queryString(q), { headers });
      await res.arrayBuffer();
      // Errors (e.g. 500 when the pool stays exhausted past its 5 s wait) are counted, not timed.
      if (res.status !== 200) errors[res.status] = (errors[res.status] ?? 0) + 1;
      else latencies.push(performance.now() - t);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    ...summarise(latencies),
    rps: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    errors: JSON.stringify(errors),
  };
}

// Warm-up (caches, JIT), then the measured runs.
await load(4);
console.log(
  `${count} products; queries: type-ahead prefixes and typos, diet=green,yellow for a lactose+gluten user, half of them with category=1; ${SECONDS} s per run; load average ${(
    await import('node:os')
  )
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| clients | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |\n|---|---|---|---|---|---|---|---|',
);
for (const c of [1, 20]) {
  const r = await load(c);
  console.log(
    `| ${c} | ${r.n} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} |`,
  );
}
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await app.close();
await database.close();
