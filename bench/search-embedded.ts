// Search latency over the default catalogue on the embedded database, measured server-side
// (Fastify inject: routing, auth, SQL, serialisation; no network).
// Run: npx tsx bench/search-embedded.ts   (first run imports the default catalogue into
// BENCH_DATA_DIR, default /tmp/safeshelf-bench-search, and reports the import time)
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { loadEnv } from '../server/src/env.js';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import { importCatalogue } from '../server/src/modules/catalogue/import-catalogue.js';
import { countProducts } from '../server/src/modules/catalogue/repository.js';
import { signAccessToken } from '../server/src/modules/auth/tokens.js';
import { buildQueries, queryString, summarise } from './search-common.js';

const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/safeshelf-bench-search';
const env = loadEnv({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', IMPORT_ON_START: 'false' });
const database = await openDatabase({ dataDir });
if ((await countProducts(database.db)) === 0) {
  const report = await importCatalogue(database, { paths: [`${env.CATALOG_DIR}/products`], catalogDir: env.CATALOG_DIR, swissOnly: true });
  console.log(`default catalogue imported: ${report.products} products in ${(report.durationMs / 1000).toFixed(1)} s (embedded)`);
}
const app = await buildApp({ env, database });
await app.ready();

const [user] = await queryRows<{ id: number; token_version: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('bench' || floor(random() * 1e9)::text, 'bench' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id, token_version`,
);
const auth = { authorization: `Bearer ${await signAccessToken({ userId: user!.id, version: user!.token_version }, env.JWT_SECRET)}` };

const queries = buildQueries();
const timings = new Map<string, number[]>();
const run = async (record: boolean) => {
  for (const q of queries) {
    const t = performance.now();
    const res = await app.inject({ url: queryString(q), headers: q.diet ? auth : {} });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${queryString(q)} → ${res.statusCode} ${res.body}`);
    if (record) timings.set(q.label, [...(timings.get(q.label) ?? []), ms]);
  }
};
await run(false);
for (let i = 0; i < 3; i++) await run(true);

console.log(`products: ${await countProducts(database.db)}, queries per pass: ${queries.length}, passes: 3 (after 1 warm-up)`);
console.log('| query | n | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|');
const all: number[] = [];
for (const [label, ms] of timings) {
  all.push(...ms);
  const s = summarise(ms);
  console.log(`| ${label} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
}
const s = summarise(all);
console.log(`| all | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await app.close();
await database.close();
