// Search relevance on the held-out set B (issue 28 point 7): each query of
// bench/held-out/search-queries.json through the app's real search (Fastify inject, embedded
// database with the default catalogue imported), anonymous and for a lactose + gluten profile,
// as the portal asks (diet=green,yellow, 10 per page). Per query: precision of the first 5
// (relevant in the top 5 ÷ min(5, relevant products that can be shown)) and the rank of the first
// relevant result; then the overall means. Products the profile's filter hides are not expected.
// Run: npx tsx bench/search-relevance.ts [--data-dir <dir>] [--show]
//   Without --data-dir a fresh temporary database is imported (minutes) and removed afterwards,
//   so the figures always reflect the current import (names, categories, search words).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { colorFromTokens, type DietProfile } from '@safeshelf/engine';
import { queryRows } from '../server/src/db/client.js';
import { toProductInput } from '../server/src/modules/catalogue/index.js';
import { getEngine } from '../server/src/modules/diet/index.js';
import { startSession } from '../server/src/modules/auth/sessions.js';
import { openEmbeddedApp } from './embedded-app.js';
import { readCatalogue } from './held-out/catalogue.js';

interface Query {
  query: string;
  lang: string;
  kind: string;
  set: string;
}
const data = JSON.parse(
  readFileSync(join(import.meta.dirname, 'held-out', 'search-queries.json'), 'utf8'),
) as { queries: Query[]; sets: Record<string, { relevant: string[] }> };

const args = process.argv.slice(2);
const given = args.includes('--data-dir') ? args[args.indexOf('--data-dir') + 1] : undefined;
const dataDir = given ?? mkdtempSync(join(tmpdir(), 'safeshelf-relevance-'));
const { env, database, app } = await openEmbeddedApp(dataDir);

const profile: DietProfile = {
  intolerances: ['lactose', 'gluten'],
  custom: [],
  toleratedFodmapGroups: [],
};
const [user] = await queryRows<{ id: number; token_version: number }>(
  database.db,
  sql`insert into users (username, email, password_hash, intolerances) values ('relevance' || floor(random() * 1e9)::text, 'relevance' || floor(random() * 1e9)::text || '@example.ch', 'x', '{lactose,gluten}') returning id, token_version`,
);
const token = (await startSession(database.db, user!.id, env.JWT_SECRET)).access;

// Which relevant products the profile's filter may show (not red for lactose + gluten), judged by
// the engine's own tokens, as the search filter judges them.
const engine = getEngine(env.CATALOG_DIR);
const dietQuery = engine.dietTokenQuery(profile);
const wanted = new Set(Object.values(data.sets).flatMap((s) => s.relevant));
const fits = new Set<string>();
for (const p of await readCatalogue()) {
  if (!wanted.has(p.code)) continue;
  const tokens = engine.flagTokens(engine.computeFlags(toProductInput(p)));
  if (colorFromTokens(tokens, dietQuery) !== 'red') fits.add(p.code);
}

interface Row {
  query: Query;
  run: string;
  precision: number | null;
  firstRank: number | null;
  top: { barcode: string; name: string; relevant: boolean }[];
}
const rows: Row[] = [];
for (const run of ['anonymous', 'lactose+gluten'] as const) {
  for (const query of data.queries) {
    const all = new Set(data.sets[query.set]!.relevant);
    const relevant = run === 'anonymous' ? all : new Set([...all].filter((c) => fits.has(c)));
    const params = new URLSearchParams({ search: query.query, limit: '10', diet: 'green,yellow' });
    const res = await app.inject({
      url: `/api/filtered-products/?${params}`,
      headers: run === 'anonymous' ? {} : { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${query.query} → ${res.statusCode} ${res.body}`);
    const items = (res.json() as { items: { barcode: string; name_de: string; name_fr: string }[] })
      .items;
    const top = items.map((i) => ({
      barcode: i.barcode,
      name: i.name_fr || i.name_de,
      relevant: relevant.has(i.barcode),
    }));
    const hits = top.slice(0, 5).filter((t) => t.relevant).length;
    const rank = top.findIndex((t) => t.relevant);
    rows.push({
      query,
      run,
      precision: relevant.size ? hits / Math.min(5, relevant.size) : null,
      firstRank: rank >= 0 ? rank + 1 : null,
      top,
    });
  }
}

const fmt = (n: number) => n.toFixed(2);
const summary = (list: Row[]) => {
  const scored = list.filter((r) => r.precision !== null);
  const p5 = scored.reduce((s, r) => s + r.precision!, 0) / (scored.length || 1);
  const first = scored.filter((r) => r.firstRank === 1).length;
  const mrr = scored.reduce((s, r) => s + (r.firstRank ? 1 / r.firstRank : 0), 0);
  return `${scored.length} | ${fmt(p5)} | ${first} (${((100 * first) / (scored.length || 1)).toFixed(0)} %) | ${fmt(mrr / (scored.length || 1))}`;
};
for (const run of ['anonymous', 'lactose+gluten']) {
  const mine = rows.filter((r) => r.run === run);
  console.log(
    `\n### ${run}\n\n| query | lang | kind | P@5 | first relevant |\n|---|---|---|---|---|`,
  );
  for (const r of mine)
    console.log(
      `| ${r.query.query} | ${r.query.lang} | ${r.query.kind} | ${r.precision === null ? 'n/a (none fits)' : fmt(r.precision)} | ${r.firstRank ?? '> 10'} |`,
    );
  console.log(
    `\n| set | queries | mean P@5 | relevant first | MRR@10 |\n|---|---|---|---|---|\n| all | ${summary(mine)} |`,
  );
  for (const kind of [...new Set(mine.map((r) => r.query.kind))])
    console.log(`| ${kind} | ${summary(mine.filter((r) => r.query.kind === kind))} |`);
  for (const lang of [...new Set(mine.map((r) => r.query.lang))])
    console.log(`| lang ${lang} | ${summary(mine.filter((r) => r.query.lang === lang))} |`);
}
if (args.includes('--show'))
  for (const r of rows.filter((x) => x.run === 'anonymous' && (x.precision ?? 1) < 1)) {
    console.log(`\n${r.query.query} (P@5 ${fmt(r.precision ?? 0)}):`);
    for (const t of r.top.slice(0, 5))
      console.log(`  ${t.relevant ? '✓' : '✗'} ${t.barcode} ${t.name}`);
  }
console.log(
  `\nload average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await database.db.execute(sql`delete from users where id = ${user!.id}`);
await app.close();
await database.close();
if (!given) rmSync(dataDir, { recursive: true, force: true });
