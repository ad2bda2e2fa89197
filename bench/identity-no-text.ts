// What the products with no ingredient text that stay "not enough data" say they are (issue 27):
// per intolerance how many; of those, how many carry category tags, their commonest categories
// (the most specific tag), the commonest last and first words of their names, and how many names
// are only the brand. To choose which taxonomy classes the identity reader may judge.
// Run: npx tsx bench/identity-no-text.ts [--top 40] [--sample 30]
import { INTOLERANCES } from '@safeshelf/engine';
import { getEngine } from '../server/src/modules/diet/index.js';
import { judgeCatalogue } from '../server/src/modules/diet-audit/index.js';
import { causeOf } from '../server/src/modules/diet-audit/causes.js';
import { env, readCatalogue } from './held-out/catalogue.js';

const arg = (flag: string, fallback: number) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TOP = arg('--top', 40);
const SAMPLE = arg('--sample', 0);

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim();
const count = <T>(items: Iterable<T>) => {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
};
const show = (title: string, rows: [string, number][]) =>
  console.log(
    `\n## ${title}\n${rows
      .slice(0, TOP)
      .map(([k, n]) => `${n}\t${k}`)
      .join('\n')}`,
  );

const products = await readCatalogue();
const rows = judgeCatalogue(products, getEngine(env.CATALOG_DIR));
const byCode = new Map(products.map((p) => [p.code, p]));
for (const i of INTOLERANCES)
  console.log(
    `${i}: ${rows.filter((r) => causeOf(r, i) === 'no text').length} 'no text' of ${rows.length}`,
  );
// Undecided with no text for gluten (the largest), the others mostly the same products.
const undecided = rows
  .filter((r) => causeOf(r, 'gluten') === 'no text')
  .map((r) => byCode.get(r.code)!);
const tagged = undecided.filter((p) => p.categories_tags.length > 0);
console.log(`gluten 'no text': ${undecided.length}; with category tags ${tagged.length}`);
const names = undecided.map((p) =>
  fold(p.names.de ?? p.names.fr ?? p.names.it ?? p.names.en ?? p.names.other ?? ''),
);
const brandOnly = undecided.filter((p, k) => p.brand && fold(p.brand) === names[k]).length;
console.log(`name is only the brand: ${brandOnly}; no name: ${names.filter((n) => !n).length}`);
show('most specific category tag', count(tagged.map((p) => p.categories_tags.at(-1)!)));
show('any category tag', count(tagged.flatMap((p) => p.categories_tags)));
show('last word of the name', count(names.map((n) => n.split(/\s+/).at(-1) ?? '').filter(Boolean)));
show('first word of the name', count(names.map((n) => n.split(/\s+/)[0] ?? '').filter(Boolean)));
if (SAMPLE > 0) {
  console.log('\n## sample');
  for (let k = 0; k < undecided.length; k += Math.max(1, Math.floor(undecided.length / SAMPLE)))
    console.log(
      `${undecided[k]!.code}\t${names[k]}\t${undecided[k]!.categories_tags.at(-1) ?? ''}`,
    );
}
