// How the default catalogue falls into the shopper's category tree: products per subcategory and
// the share that maps nowhere, computed from the source files alone (no database).
// Run: npx tsx bench/categories.ts [--examples <subcategory slug>] [--unmapped N]
import { join } from 'node:path';
import { loadEnv } from '../server/src/env.js';
import { createCatalogueContext } from '../server/src/modules/catalogue/import-catalogue.js';
import { CATEGORY_TREE } from '../server/src/modules/catalogue/category-tree.js';
import {
  categoryNames,
  parseIngredientsOf,
  toProductInput,
} from '../server/src/modules/catalogue/product-row.js';
import { readMergedCatalogue } from '../server/src/modules/catalogue/read-catalogue.js';

const env = loadEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const started = process.cpuUsage();
const catalogue = await readMergedCatalogue([join(env.CATALOG_DIR, 'products')], true);
const { mapper, engine } = createCatalogueContext(env.CATALOG_DIR);
const counts = new Map<number, number>();
const bySignal = new Map<string, number>();
const examples = new Map<number, string[]>();
const sample: string[] = [];
const unmapped: string[] = [];
for (const p of catalogue) {
  const names = [p.names.de, p.names.fr, p.names.en, p.names.other].filter((n): n is string => !!n);
  const match = mapper({
    tags: p.categories_tags,
    names: categoryNames(p),
    ingredients: parseIngredientsOf(engine, toProductInput(p)),
  });
  const label = `${names[0] ?? '?'}${p.brand ? ` (${p.brand})` : ''}`;
  if (!match) {
    unmapped.push(label);
    continue;
  }
  counts.set(match.subcategoryId, (counts.get(match.subcategoryId) ?? 0) + 1);
  bySignal.set(match.signal, (bySignal.get(match.signal) ?? 0) + 1);
  sample.push(`${label} → ${match.subcategoryId} [${match.signal}: ${match.via}]`);
  const list = examples.get(match.subcategoryId) ?? [];
  list.push(`${label} [${match.signal}: ${match.via}]`);
  examples.set(match.subcategoryId, list);
}
const total = catalogue.length;
const pct = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
console.log(`| category | subcategory | products |\n|---|---|---|`);
for (const c of CATEGORY_TREE)
  for (const s of c.subcategories)
    console.log(`| ${c.en} | ${s.en} | ${(counts.get(s.id) ?? 0).toLocaleString('en')} |`);
console.log(
  `\n${total.toLocaleString('en')} products; ${unmapped.length.toLocaleString('en')} without a category (${pct(unmapped.length)}); ` +
    [...bySignal].map(([s, n]) => `by ${s} ${n.toLocaleString('en')} (${pct(n)})`).join(', '),
);
const cpu = process.cpuUsage(started);
console.log(`CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
const slug = option('--examples');
if (slug) {
  const s = CATEGORY_TREE.flatMap((c) => c.subcategories).find((x) => x.slug === slug);
  for (const line of (s && examples.get(s.id)) ?? []) console.log(line);
}
const shuffle = <T>(list: T[]) => list.sort(() => Math.random() - 0.5);
for (const line of shuffle(sample).slice(0, Number(option('--sample') ?? 0))) console.log(line);
const n = Number(option('--unmapped') ?? 0);
for (const line of shuffle(unmapped).slice(0, n)) console.log(`unmapped: ${line}`);
if (args.includes('--words')) {
  const freq = new Map<string, number>();
  for (const line of unmapped)
    for (const w of new Set(line.toLowerCase().split(/[^\p{L}]+/u)))
      if (w.length > 3) freq.set(w, (freq.get(w) ?? 0) + 1);
  console.log(
    [...freq]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 300)
      .map(([w, n]) => `${w} ${n}`)
      .join(', '),
  );
}
