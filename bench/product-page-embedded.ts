// The product page over the default catalogue on the embedded database (issue 28 point 6): the one
// request the page makes now (`/api/products/:id/page`) against the four it made before (product,
// details, diet check, alternatives), measured server-side (Fastify inject: routing, auth, SQL, the
// engine, serialisation; no network), interleaved product by product so both see the same load.
// Run: npx tsx bench/product-page-embedded.ts   (imports the default catalogue into
// BENCH_DATA_DIR, default /tmp/safeshelf-bench-page, on the first run; judges it again when the
// diet engine or the catalogue code changed)
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { buildApp } from '../server/src/app.js';
import { loadEnv } from '../server/src/env.js';
import { openDatabase, queryRows } from '../server/src/db/client.js';
import {
  ENGINE_FINGERPRINT_KEY,
  importCatalogue,
  rejudgeCatalogue,
} from '../server/src/modules/catalogue/import-catalogue.js';
import { computeEngineFingerprint } from '../server/src/modules/diet/index.js';
import { countProducts, findCatalogueMeta } from '../server/src/modules/catalogue/repository.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { summarise } from './search-common.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 150);
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/safeshelf-bench-page';
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  IMPORT_ON_START: 'false',
});
const database = await openDatabase({ dataDir });
if ((await countProducts(database.db)) === 0) {
  const report = await importCatalogue(database, {
    paths: [`${env.CATALOG_DIR}/products`],
    catalogDir: env.CATALOG_DIR,
    swissOnly: true,
  });
  console.log(`default catalogue imported: ${report.products} products (embedded)`);
} else if (
  (await findCatalogueMeta(database.db, ENGINE_FINGERPRINT_KEY)) !==
  computeEngineFingerprint(env.CATALOG_DIR)
) {
  await rejudgeCatalogue(database, env.CATALOG_DIR);
  console.log('catalogue judged again (the engine or the catalogue code changed)');
}
const app = await buildApp({ env, database });
await app.ready();

const [user] = await queryRows<{ id: number; token_version: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('bench' || floor(random() * 1e9)::text, 'bench' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id, token_version`,
);
// Access tokens live 5 minutes: a fresh one for each pass.
const usersWithFreshToken = async () => {
  const token = (await startSession(database.db, user!.id, env.JWT_SECRET)).access;
  return {
    anonymous: { 'accept-language': 'de-CH' },
    'lactose + gluten': { authorization: `Bearer ${token}`, 'accept-language': 'de-CH' },
  };
};
// The same products every run: every n-th id, so the sample spreads over the whole catalogue.
const ids = (
  await queryRows<{ id: number }>(
    database.db,
    sql`select id from (select id, row_number() over (order by id) as n, count(*) over () as total from products) p
        where n % greatest(total / ${PRODUCTS}, 1) = 0 order by id limit ${PRODUCTS}`,
  )
).map((r) => r.id);

const fetchAll = async (urls: string[], headers: Record<string, string>) => {
  const t = performance.now();
  const cpu = process.cpuUsage();
  for (const url of urls) {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  }
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 };
};
const designs = {
  'one request (page)': (id: number) => [`/api/products/${id}/page/`],
  'four requests (before)': (id: number) => [
    `/api/products/${id}/`,
    `/api/product/${id}/details/`,
    `/api/product/${id}/diet-check/`,
    `/api/product/recommended/${id}/`,
  ],
};
type Design = keyof typeof designs;
const timings = new Map<string, { wall: number[]; cpu: number[] }>();
const run = async (record: boolean) => {
  const users = await usersWithFreshToken();
  for (const id of ids)
    for (const [who, headers] of Object.entries(users))
      for (const [design, urls] of Object.entries(designs) as [
        Design,
        (id: number) => string[],
      ][]) {
        const r = await fetchAll(urls(id), headers);
        if (!record) continue;
        const key = `${design} | ${who}`;
        const t = timings.get(key) ?? { wall: [], cpu: [] };
        t.wall.push(r.wall);
        t.cpu.push(r.cpu);
        timings.set(key, t);
      }
};
await run(false);
await run(true);
await run(true);

console.log(
  `products: ${await countProducts(database.db)}, pages per design and user: ${ids.length} × 2 passes (after 1 warm-up); load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| design | user | n | wall p50 ms | wall p95 ms | CPU p50 ms | CPU p95 ms |\n|---|---|---|---|---|---|---|',
);
for (const [key, t] of timings) {
  const w = summarise(t.wall);
  const c = summarise(t.cpu);
  console.log(`| ${key} | ${w.n} | ${w.p50} | ${w.p95} | ${c.p50} | ${c.p95} |`);
}
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await app.close();
await database.close();
