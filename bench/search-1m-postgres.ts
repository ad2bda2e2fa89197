// Search over 1,000,000 products on PostgreSQL, through HTTP, at 1 and 20 concurrent clients.
// The products are the real default catalogue copied under new barcodes until there are a million
// (so word frequencies are the real ones, multiplied); queries carry the diet and category filters.
// The indexes are the migrations' own: dropped for the bulk copy and re-created from the definitions
// PostgreSQL holds (bench/migration-indexes.ts), never from a second copy here.
// Run: npx tsx bench/search-1m-postgres.ts [--fresh]   (BENCH_PG_URL; the database BENCH_DB,
// default safeshelf_bench_1m, is kept for the next run; --fresh drops it first and builds it again)
// The database: bench/search-1m-database.ts. Many clients and several instances: bench/search-load.ts.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { queryRows } from '../server/src/db/client.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { buildQueries, queryString, summarise } from './search-common.js';
import { open1mDatabase } from './search-1m-database.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const { env, database, count } = await open1mDatabase({ fresh: process.argv.includes('--fresh') });

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
