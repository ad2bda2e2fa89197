// Every search of the load bench's mix (bench/search-common.ts: type-ahead prefixes and typos,
// anonymous, diet=green,yellow, and with category=1) and of relevance set B
// (bench/held-out/search-queries.json, anonymous and diet=green,yellow), asked once each, one at a
// time, of the app on the 1,000,000-product PostgreSQL database, with no answers kept
// (SEARCH_CACHE_ENTRIES=0): a question asked for the first time. Prints the PostgreSQL CPU time
// (the database's backends, from /proc) and the wall time per search, the slowest questions, and
// writes every answer (ids of the page, hidden-match counts) to a JSON file, so two versions of
// the search SQL can be compared answer by answer (--compare a.json b.json).
// Run: npx tsx bench/search-1m-answers.ts <out.json> [--repeat 2]   (BENCH_DB as search-1m-database.ts)
//      npx tsx bench/search-1m-answers.ts --compare <a.json> <b.json>
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { queryRows } from '../server/src/db/client.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { buildQueries, queryString, summarise } from './search-common.js';
import { benchDatabaseUrl, open1mDatabase } from './search-1m-database.js';

const args = process.argv.slice(2);
type Answers = Record<string, { items: number[]; hidden: unknown }>;

if (args[0] === '--compare') {
  const [a, b] = [args[1]!, args[2]!].map((f) => JSON.parse(readFileSync(f, 'utf8')) as Answers);
  const differ = Object.keys(a!).filter(
    (k) => JSON.stringify(a![k]) !== JSON.stringify(b![k] ?? null),
  );
  for (const k of differ.slice(0, 20))
    console.log(`${k}\n  a ${JSON.stringify(a![k])}\n  b ${JSON.stringify(b![k] ?? null)}`);
  console.log(`${Object.keys(a!).length} questions, ${differ.length} answers differ`);
  process.exit(differ.length ? 1 : 0);
}

const out = args[0]!;
const repeat = Number(args.includes('--repeat') ? args[args.indexOf('--repeat') + 1] : 1);
process.env.SEARCH_CACHE_ENTRIES = '0';
process.env.RECOMPUTE_ON_START = 'false';
const { env, database } = await open1mDatabase({ fresh: false });
const app = await buildApp({ env, database });
const [user] = await queryRows<{ id: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('answers' || floor(random() * 1e9)::text, 'answers' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id`,
);
const headers = {
  authorization: `Bearer ${(await startSession(database.db, user!.id, env.JWT_SECRET)).access}`,
};
const setB = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'held-out', 'search-queries.json'), 'utf8'),
  ) as { queries: { query: string }[] }
).queries.flatMap(({ query }) => [
  queryString({ label: 'set B', search: query }),
  queryString({ label: 'set B', search: query, diet: 'green,yellow' }),
]);
const paths = [...new Set([...buildQueries().map(queryString), ...setB])];

/** CPU seconds (user + system) of the bench database's backends. */
async function backendCpu(): Promise<number> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  let s = 0;
  for (const { pid } of rows) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      s += (Number(f[11]) + Number(f[12])) / 100;
    } catch {
      // a backend that ended since
    }
  }
  return s;
}

const answers: Answers = {};
const times: { path: string; ms: number }[] = [];
const load0 = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const cpu0 = await backendCpu();
const t0 = performance.now();
for (let r = 0; r < repeat; r++) {
  for (const path of paths) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers });
    times.push({ path, ms: performance.now() - t });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    const body = res.json<{ items: { id: number }[]; hidden: unknown }>();
    answers[path] = { items: body.items.map((i) => i.id), hidden: body.hidden };
  }
}
const wall = (performance.now() - t0) / 1000;
const cpu = (await backendCpu()) - cpu0;
const n = paths.length * repeat;
writeFileSync(out, JSON.stringify(answers, null, 1));
const s = summarise(times.map((t) => t.ms));
console.log(
  `${n} searches (${paths.length} questions × ${repeat}), load ${load0} → ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}: PostgreSQL CPU ${((cpu / n) * 1000).toFixed(1)} ms per search, wall ${((wall / n) * 1000).toFixed(1)} ms (p50 ${s.p50}, p95 ${s.p95}, max ${s.max})`,
);
for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, 12))
  console.log(`  ${t.ms.toFixed(0)} ms ${decodeURIComponent(t.path)}`);
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await app.close();
await database.close();
