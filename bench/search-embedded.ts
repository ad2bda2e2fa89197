// Search latency over the default catalogue on the embedded database, measured server-side
// (Fastify inject: routing, auth, SQL, serialisation; no network).
// Run: npx tsx bench/search-embedded.ts   (first run imports the default catalogue into
// BENCH_DATA_DIR, default /tmp/safeshelf-bench-search, and reports the import time)
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/src/db/client.js';
import { countProducts } from '../server/src/modules/catalogue/repository.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { openEmbeddedApp } from './embedded-app.js';
import { buildQueries, queryString, summarise } from './search-common.js';

const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/safeshelf-bench-search';
const { env, database, app } = await openEmbeddedApp(dataDir);

const [user] = await queryRows<{ id: number; token_version: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('bench' || floor(random() * 1e9)::text, 'bench' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id, token_version`,
);
const auth = {
  authorization: `Bearer ${(await startSession(database.db, user!.id, env.JWT_SECRET)).access}`,
};

const queries = buildQueries();
// Wall time, and CPU time of this process (PGlite runs in it): the machine is shared with other
// jobs, and CPU time per request is what the request costs whatever the load.
const timings = new Map<string, number[]>();
const cpuTimings = new Map<string, number[]>();
const run = async (record: boolean) => {
  for (const q of queries) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({ url: queryString(q), headers: q.diet ? auth : {} });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - t;
    if (res.statusCode !== 200)
      throw new Error(`${queryString(q)} → ${res.statusCode} ${res.body}`);
    if (record) {
      timings.set(q.label, [...(timings.get(q.label) ?? []), ms]);
      cpuTimings.set(q.label, [
        ...(cpuTimings.get(q.label) ?? []),
        (used.user + used.system) / 1000,
      ]);
    }
  }
};
await run(false);
for (let i = 0; i < 3; i++) await run(true);

console.log(
  `products: ${await countProducts(database.db)}, queries per pass: ${queries.length}, passes: 3 (after 1 warm-up)`,
);
console.log(
  `load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| query | n | wall p50 ms | wall p95 ms | wall p99 ms | CPU p50 ms | CPU p95 ms | CPU p99 ms |\n|---|---|---|---|---|---|---|---|',
);
const all: number[] = [];
const allCpu: number[] = [];
for (const [label, ms] of timings) {
  all.push(...ms);
  allCpu.push(...cpuTimings.get(label)!);
  const w = summarise(ms);
  const c = summarise(cpuTimings.get(label)!);
  console.log(
    `| ${label} | ${w.n} | ${w.p50} | ${w.p95} | ${w.p99} | ${c.p50} | ${c.p95} | ${c.p99} |`,
  );
}
const w = summarise(all);
const c = summarise(allCpu);
console.log(`| all | ${w.n} | ${w.p50} | ${w.p95} | ${w.p99} | ${c.p50} | ${c.p95} | ${c.p99} |`);
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await app.close();
await database.close();
