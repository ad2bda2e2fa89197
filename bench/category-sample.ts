// Categories on the held-out set C (issue 28 point 2): the share of the whole default catalogue
// the import puts in a subcategory, and for the 300 products read by hand
// (bench/held-out/categories.tsv): the share categorised and the share in the right subcategory.
// The mapping is the import's own (createCatalogueContext + the same inputs as buildProductRow).
// Run: npx tsx bench/category-sample.ts [--show]
import { loadavg } from 'node:os';
import { createCatalogueContext } from '../server/src/modules/catalogue/import-catalogue.js';
import { CATEGORY_TREE, findSubcategory } from '../server/src/modules/catalogue/category-tree.js';
import {
  categoryNames,
  parseIngredientsOf,
  toProductInput,
} from '../server/src/modules/catalogue/product-row.js';
import { env, namesOf, readCatalogue } from './held-out/catalogue.js';
import { readTsv } from './held-out/labels.js';

const started = process.cpuUsage();
const slugs = new Set(CATEGORY_TREE.flatMap((c) => c.subcategories.map((s) => s.slug)));
const labels = readTsv('categories.tsv').map((row) => {
  const accepted = row.subcategory!.split('|');
  for (const slug of accepted)
    if (slug !== 'none' && slug !== '?' && !slugs.has(slug))
      throw new Error(`categories.tsv ${row.code}: "${slug}" is not a subcategory of the tree`);
  return { code: row.code!, accepted, what: row.what! };
});

const { mapper, engine } = createCatalogueContext(env.CATALOG_DIR);
const mapped = new Map<string, string | null>();
const catalogue = await readCatalogue();
for (const p of catalogue) {
  const match = mapper({
    tags: p.categories_tags,
    names: categoryNames(p),
    ingredients: parseIngredientsOf(engine, toProductInput(p)),
    nutriments: p.nutriments,
    quantity: p.quantity,
  });
  mapped.set(p.code, match ? (findSubcategory(match.subcategoryId)?.slug ?? null) : null);
}
const byCode = new Map(catalogue.map((p) => [p.code, p]));

const pct = (n: number, d: number) => `${((100 * n) / (d || 1)).toFixed(1)} %`;
const all = [...mapped.values()];
const judged = labels.filter((l) => !l.accepted.includes('?'));
const categorised = judged.filter((l) => mapped.get(l.code));
const right = categorised.filter((l) => l.accepted.includes(mapped.get(l.code)!));
const rightAll = judged.filter((l) =>
  mapped.get(l.code) ? l.accepted.includes(mapped.get(l.code)!) : l.accepted.includes('none'),
);
const cpu = process.cpuUsage(started);
console.log(`| measure | value |\n|---|---|`);
console.log(
  `| whole catalogue categorised | ${all.filter(Boolean).length} of ${all.length} (${pct(all.filter(Boolean).length, all.length)}) |`,
);
console.log(
  `| sample: products read (unreadable ones left out) | ${judged.length} of ${labels.length} |`,
);
console.log(
  `| sample: categorised | ${categorised.length} (${pct(categorised.length, judged.length)}) |`,
);
console.log(
  `| sample: right subcategory, of those categorised | ${right.length} (${pct(right.length, categorised.length)}) |`,
);
console.log(
  `| sample: right, of all read ("none fits" left out counts as right) | ${rightAll.length} (${pct(rightAll.length, judged.length)}) |`,
);
console.log(
  `\n${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (process.argv.includes('--show')) {
  console.log('\nWrong or missing:');
  for (const l of judged.filter((x) => !rightAll.includes(x)))
    console.log(
      `${l.code}\t${namesOf(byCode.get(l.code)!)[0]?.slice(0, 40)}\texpected ${l.accepted.join('|')} (${l.what})\tgot ${mapped.get(l.code) ?? 'none'}`,
    );
}
