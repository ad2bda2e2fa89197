// The news feed at scale (issue 33): 100,000 users, a 1,000,000-product catalogue on PostgreSQL.
// Builds once (kept as safeshelf_bench_feed; --fresh drops it): the Swiss Open Food Facts file
// imported, then copied under new barcodes to a million products; 100,000 users with 20
// favourites each (skewed to popular products), 20 past feed items each (90 days, 30 % unread),
// browsed subcategories for half of them, reports for 1 %. Then, measured:
//   1. an import's cost of the feed's triggers: 10,000 products' lists and tokens changed, and
//      10,000 products added, with the triggers on and off, alternating in rounds;
//   2. what a user pays afterwards, through HTTP (app.inject): the first GET /api/feed (which
//      catches the feed up from the change log), the next one, GET /api/feed/unread; the SQL of
//      the feed page and of the catch-up with EXPLAIN ANALYZE;
//   3. the 90-day janitor over the whole table.
// Run: npx tsx bench/feed-postgres.ts [--fresh]   (BENCH_PG_URL; BENCH_PRODUCTS=0 keeps the default
// catalogue alone, in its own database safeshelf_bench_feed_<products>)
import { cpuUsage } from 'node:process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { loadEnv } from '../server/src/env.js';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import { importCatalogue } from '../server/src/modules/catalogue/import-catalogue.js';
import { poolWorkers } from '../server/src/modules/catalogue/import-workers.js';
import { computeEngineFingerprint } from '../server/src/modules/diet/index.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { createWorkerPool } from '../server/src/workers/index.js';
import { summarise } from './search-common.js';
import { withoutIndexes } from './migration-indexes.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const USERS = 100_000;
const CHANGED = 10_000;
const SAMPLE = Number(process.env.BENCH_USERS ?? 300);
const server = process.env.BENCH_PG_URL ?? 'postgres://safeshelf:safeshelf@localhost:5432/postgres';
const name = `safeshelf_bench_feed_${PRODUCTS}`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const admin = new pg.Client({ connectionString: server });
await admin.connect();
if (process.argv.includes('--fresh')) await admin.query(`drop database if exists ${name}`);
if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
  await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-feed-4Qw9zL2xV7mN3pR8tY6uK1jH5gF0dS',
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'silent',
  IMPORT_ON_START: 'false',
  WORKERS: '1',
});
const database = await openDatabase({ url: url.toString(), poolMax: 10, statementTimeoutMs: 0 });
const db = database.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0]!;
const exec = (query: ReturnType<typeof sql>) => db.execute(query);
const timed = async <T>(label: string, fn: () => Promise<T>) => {
  const t = Date.now();
  const out = await fn();
  console.log(`${label}: ${((Date.now() - t) / 1000).toFixed(1)} s (load ${load()})`);
  return out;
};
const triggers = async (on: boolean) => {
  for (const name of ['products_feed_added', 'products_feed_changed'])
    await exec(sql.raw(`alter table products ${on ? 'enable' : 'disable'} trigger ${name}`));
};

// --- Build (once) -------------------------------------------------------------------------------
if ((await one<{ n: number }>(sql`select count(*)::int as n from products`)).n === 0) {
  const pool = createWorkerPool({ catalogDir: env.CATALOG_DIR, threads: 2, niceIncrement: 0 });
  await timed('import of the default catalogue', () =>
    importCatalogue(database, {
      paths: [`${env.CATALOG_DIR}/products`],
      catalogDir: env.CATALOG_DIR,
      swissOnly: true,
      workers: poolWorkers(pool),
    }),
  ).finally(() => pool.close());
}
if ((await one<{ n: number }>(sql`select count(*)::int as n from products`)).n < PRODUCTS) {
  // The copies are the catalogue as the import left it; search rows are not needed here.
  await triggers(false);
  const columns = (
    await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_name = 'products'
          and column_name not in ('id', 'code') order by ordinal_position`,
    )
  ).map((c) => c.column_name);
  const list = sql.raw(columns.join(', '));
  await timed(`products copied to ${PRODUCTS}`, () =>
    withoutIndexes(database, ['products'], async () => {
      const { n } = await one<{ n: number }>(sql`select count(*)::int as n from products`);
      await exec(sql`insert into products (code, ${list})
        select p.code || '-' || g, ${list} from products p
        cross join generate_series(1, ${Math.ceil(PRODUCTS / n)}) g
        where p.code not like '%-%' limit ${PRODUCTS - n}`);
    }),
  );
  await triggers(true);
}
const range = await one<{ lo: number; span: number }>(
  sql`select min(id) as lo, max(id) - min(id) + 1 as span from products`,
);
if ((await one<{ n: number }>(sql`select count(*)::int as n from users`)).n < USERS) {
  await timed('100,000 users', () =>
    exec(sql`insert into users (username, email, password_hash, name, surname, intolerances,
        custom_intolerances, language, created_at)
      select 'feed' || g, 'feed' || g || '@example.ch', 'x', 'Anna', 'Muster',
        string_to_array((array['lactose', 'gluten', 'lactose,gluten', 'fructose', 'fodmap',
          ''])[1 + g % 6], ','),
        case when g % 10 = 0 then array['Sellerie'] else '{}' end,
        (array['German', 'French', 'English'])[1 + g % 3], now() - interval '200 days'
      from generate_series(1, ${USERS}) g`),
  );
  // Popular products are favourited by many (random() cubed leans to the low ids).
  await timed('2,000,000 favourites', () =>
    withoutIndexes(database, ['favorites'], () =>
      exec(sql`insert into favorites (user_id, product_id, created_at)
        select u.id, ${range.lo} + floor(power(random(), 3) * ${range.span})::int,
          now() - interval '120 days'
        from users u cross join generate_series(1, 20) on conflict do nothing`).then(() => {}),
    ),
  );
  await timed('2,000,000 past feed items (5 % older than 90 days)', () =>
    withoutIndexes(database, ['feed_items'], () =>
      exec(sql`insert into feed_items (user_id, kind, product_id, product_name, color_before,
          color_after, words_added, words_removed, changed_at, read_at)
        select u.id, (array['favorite_changed', 'new_for_you', 'report_moved'])[1 + (g % 7) / 3],
          ${range.lo} + floor(random() * ${range.span})::int,
          '{"en": "Vollmilch", "de": "Vollmilch", "fr": "Lait entier"}', 'green', 'red',
          '{Magermilchpulver}', '{Reismehl}', now() - random() * interval '94 days',
          case when random() < 0.7 then now() end
        from users u cross join generate_series(1, 20) g`).then(() => {}),
    ),
  );
  await timed('browsed subcategories (half the users) and reports (1 %)', async () => {
    await exec(sql`insert into feed_interests (user_id, subcategory_id, visits)
      select u.id, s.id, 1 + floor(random() * 5)::int from users u
      cross join lateral (select id from subcategories order by random() limit 3) s
      where u.id % 2 = 0 on conflict do nothing`);
    await exec(sql`insert into verdict_reports (user_id, product_id, intolerance, reason,
        diet_color, checks, engine_fingerprint, created_at)
      select f.user_id, f.product_id, 'lactose', 'does_not_fit', 'green', '[]', 'bench',
        now() - interval '100 days'
      from favorites f where f.user_id % 100 = 0`);
  });
  await exec(sql`analyze`);
}
// Every user has read the log so far, with today's engine (their own products are judged).
await exec(sql`insert into feed_cursors (user_id, change_id, engine_fingerprint)
  select id, (select coalesce(max(id), 0) from feed_product_changes),
    ${computeEngineFingerprint(env.CATALOG_DIR)} from users
  on conflict (user_id) do update set change_id = excluded.change_id,
    engine_fingerprint = excluded.engine_fingerprint`);

console.log(
  `\n${(await one<{ n: number }>(sql`select count(*)::int as n from products`)).n} products, ` +
    `${(await one<{ n: number }>(sql`select count(*)::int as n from users`)).n} users, ` +
    `${(await one<{ n: number }>(sql`select count(*)::int as n from favorites`)).n} favourites, ` +
    `${(await one<{ n: number }>(sql`select count(*)::int as n from feed_items`)).n} feed items`,
);

// --- 1. What the triggers cost an import ----------------------------------------------------------
/** 1,000 products (not yet touched) whose list gains milk and whose tokens change, as an import writes them. */
const changeBatch = (round: number) => sql`
  update products set ingredients_text_other = coalesce(ingredients_text_other, '') || ', lait écrémé en poudre',
    diet_tokens = diet_tokens || array['lactose:contains', 'bench:${sql.raw(String(round))}']
  where id in (select id from products where id >= ${range.lo + round * 1000}
    order by id limit 1000)`;
const insertBatch = (round: number) => sql`
  insert into products (code, name_de, subcategory_id, category_id, diet_tokens, content_hash)
  select 'new-${sql.raw(String(round))}-' || g, 'Neues Produkt ' || g, s.id, s.category_id,
    array['all'], 'bench'
  from generate_series(1, 1000) g
  cross join lateral (select id, category_id from subcategories order by random() limit 1) s`;
const costs = {
  changeOn: [] as number[],
  changeOff: [] as number[],
  addOn: [] as number[],
  addOff: [] as number[],
};
const rounds = CHANGED / 1000;
for (let round = 0; round < rounds * 2; round++) {
  const on = round % 2 === 0;
  await triggers(on);
  let t = performance.now();
  await exec(changeBatch(round));
  (on ? costs.changeOn : costs.changeOff).push(performance.now() - t);
  t = performance.now();
  await exec(insertBatch(round));
  (on ? costs.addOn : costs.addOff).push(performance.now() - t);
}
await triggers(true);
const logged = await one<{ changed: number; added: number }>(sql`
  select count(*) filter (where kind = 'changed')::int as changed,
         count(*) filter (where kind = 'added')::int as added from feed_product_changes`);
const med = (xs: number[]) => summarise(xs).p50;
console.log(
  `\nimport cost of the triggers, ms per 1,000 rows (median of ${rounds} rounds each, alternating; load ${load()}):`,
);
console.log('| rows | triggers on | triggers off | ratio |\n|---|---|---|---|');
console.log(
  `| 1,000 products' list and tokens changed | ${med(costs.changeOn)} | ${med(costs.changeOff)} | ${(med(costs.changeOn) / med(costs.changeOff)).toFixed(2)} |`,
);
console.log(
  `| 1,000 products added | ${med(costs.addOn)} | ${med(costs.addOff)} | ${(med(costs.addOn) / med(costs.addOff)).toFixed(2)} |`,
);
console.log(
  `change log: ${logged.changed} changed products followed by someone (of ${CHANGED} changed with triggers on), ${logged.added} added`,
);

// --- 2. What a user pays afterwards -------------------------------------------------------------
const app = await buildApp({ env, database });
await app.ready();
const sample = await queryRows<{ id: number }>(
  db,
  sql`select distinct u.id from users u
      join favorites f on f.user_id = u.id
      join feed_product_changes c on c.product_id = f.product_id
      order by u.id limit ${SAMPLE}`,
);
const tokens = await Promise.all(
  sample.map(async (u) => ({
    id: u.id,
    auth: `Bearer ${(await startSession(db, u.id, env.JWT_SECRET)).access}`,
  })),
);
async function measure(path: string) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let status = 0;
  for (const user of tokens) {
    const c = cpuUsage();
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: user.auth },
    });
    wall.push(performance.now() - t);
    const used = cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    if (res.statusCode !== 200) status = res.statusCode;
  }
  return { ...summarise(wall), cpu: summarise(cpu).p50, status };
}
const first = await measure('/api/feed/');
const again = await measure('/api/feed/');
const unread = await measure('/api/feed/unread/');
const items = await one<{ n: number; kinds: string }>(sql`
  select count(*)::int as n, string_agg(distinct kind, ', ') as kinds from feed_items
  where user_id = any(${`{${tokens.map((u) => u.id).join(',')}}`}::int[]) and changed_at > now() - interval '1 hour'`);
console.log(
  `\nper request, ${SAMPLE} users who each favourite a changed product, through HTTP (app.inject), load ${load()}:`,
);
console.log(
  '| request | p50 ms | p95 ms | p99 ms | max ms | API CPU p50 ms |\n|---|---|---|---|---|---|',
);
for (const [label, r] of [
  ['GET /api/feed, first look after the import (catch-up + page)', first],
  ['GET /api/feed, again (nothing new: two look-ups + page)', again],
  ['GET /api/feed/unread (sidebar)', unread],
] as const)
  console.log(
    `| ${label} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.cpu} |${r.status ? ` status ${r.status}` : ''}`,
  );
console.log(`new items made by the first looks: ${items.n} (${items.kinds})`);

const explain = async (label: string, query: ReturnType<typeof sql>) => {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain (analyze, buffers) ${query}`,
  );
  const plan = rows.map((r) => r['QUERY PLAN']);
  console.log(`${label}: ${plan.at(-1)} (${plan.find((l) => /Buffers/.test(l))?.trim() ?? ''})`);
};
const someone = tokens[0]!.id;
console.log('\nPostgreSQL execution time of the feed SQL for one user:');
await explain(
  'feed page (20 newest items)',
  sql`select i.id, i.kind, p.image_url from feed_items i
  left join products p on p.id = i.product_id where i.user_id = ${someone}
  and i.changed_at > now() - interval '90 days' order by i.changed_at desc, i.id desc limit 21`,
);
await explain(
  'unread count',
  sql`select count(*) from feed_items where user_id = ${someone}
  and read_at is null and changed_at > now() - interval '90 days'`,
);
await explain(
  'catch-up: changes to followed products since the cursor',
  sql`
  with followed as (select product_id, min(created_at) as since from favorites where user_id = ${someone} group by product_id)
  select c.id from followed f join feed_product_changes c on c.product_id = f.product_id
  and c.kind = 'changed' and c.id > 0 and c.changed_at >= f.since`,
);

// --- 3. The janitor -------------------------------------------------------------------------------
const sizes = await one<{ items: string; log: string }>(sql`
  select pg_size_pretty(pg_total_relation_size('feed_items')) as items,
         pg_size_pretty(pg_total_relation_size('feed_product_changes')) as log`);
const { pruneFeed } = await import('../server/src/modules/feed/repository.js');
await timed(
  `janitor (items older than 90 days; feed_items ${sizes.items}, change log ${sizes.log})`,
  () => pruneFeed(db),
);

// Leave the build for the next run: this run's additions and changes undone (triggers off).
await triggers(false);
await exec(sql`delete from products where code like 'new-%'`);
await exec(sql`update products set diet_tokens = diet_tokens[1:cardinality(diet_tokens) - 2],
  ingredients_text_other = nullif(left(ingredients_text_other,
    length(ingredients_text_other) - length(', lait écrémé en poudre')), '')
  where diet_tokens[cardinality(diet_tokens)] like 'bench:%'`);
await triggers(true);
await exec(sql`delete from feed_items where changed_at > now() - interval '1 hour'`);
await exec(sql`delete from feed_product_changes`);
await app.close();
await database.close();
