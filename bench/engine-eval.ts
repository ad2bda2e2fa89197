// Evaluates the engine's reading of ingredient texts against Open Food Facts' allergen tags.
// Products with allergens_tags and an ingredient text; allergens_tags and traces_tags are hidden
// from the engine. Gluten: OFF en:gluten vs engine gluten red. Milk: OFF en:milk vs engine lactose
// red/yellow (and vs "any milk ingredient found", which measures reading rather than grading).
// Run: npx tsx bench/engine-eval.ts [--show gluten-fn|gluten-fp|milk-fn|milk-fp] [--limit 30]
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import type { DietProfile, ProductInput } from '@safeshelf/engine';
import { readOffProducts } from './engine-products';
import { detectTextLang } from '@safeshelf/engine';

const dir = defaultCatalogDir();
const engine = createEngineFromDir(dir);
const args = process.argv.slice(2);
const show = args[args.indexOf('--show') + 1];
const limit = Number(args[args.indexOf('--limit') + 1]) || 30;

const MILK_CODES = new Set([
  'lactose.contains_milk',
  'lactose.milk_fat',
  'lactose.contains_lactose',
  'lactose.small_amount',
  'lactose.hard_cheese',
  'lactose.semi_hard_cheese',
  'lactose.butter',
  'lactose.milk_protein',
]);
const profile: DietProfile = {
  intolerances: ['lactose', 'gluten'],
  custom: [],
  toleratedFodmapGroups: [],
};

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
const tally = (c: Counts, truth: boolean, said: boolean) =>
  void (truth ? (said ? c.tp++ : c.fn++) : said ? c.fp++ : c.tn++);
let skipped = 0;
const stats: Record<string, Record<string, Counts>> = {};
const examples: Record<string, string[]> = {};

for (const p of readOffProducts(dir)) {
  const text =
    p.ingredients_text ?? p.ingredients_text_de ?? p.ingredients_text_fr ?? p.ingredients_text_en;
  if (!p.allergens_tags || !text) continue;
  const hidden: ProductInput = { ...p, allergens_tags: undefined, traces_tags: undefined };
  // Only lists in a language the engine reads: an Italian list is 'not enough data' by design.
  const textLang = detectTextLang(text);
  if (textLang === 'other') {
    skipped++;
    continue;
  }
  const lang = engine.parseIngredients(text).lang;
  const v = engine.judge(hidden, profile, 'en');
  const flags = engine.computeFlags(hidden);
  const offGluten = p.allergens_tags.includes('en:gluten');
  const offMilk = p.allergens_tags.includes('en:milk');
  const glutenRed = v.per_intolerance.gluten === 'red';
  const lactoseFlagged = v.per_intolerance.lactose !== 'green';
  const milkFound = v.checks.some((c) => MILK_CODES.has(c.code)) || flags.lactose === 'contains';
  for (const l of [lang, 'all']) {
    const s = (stats[l] ??= { gluten: zero(), 'lactose red/yellow': zero(), 'milk found': zero() });
    tally(s.gluten as Counts, offGluten, glutenRed);
    tally(s['lactose red/yellow'] as Counts, offMilk, lactoseFlagged);
    tally(s['milk found'] as Counts, offMilk, milkFound);
  }
  const line = `${p.code} [${lang}] ${String(p.product_name ?? '').slice(0, 40)} | ${text.slice(0, 220).replace(/\s+/g, ' ')}`;
  const add = (k: string, why: string) => (examples[k] ??= []).push(`${line}\n    → ${why}`);
  if (offGluten && !glutenRed)
    add(
      'gluten-fn',
      v.checks
        .filter((c) => c.intolerance === 'gluten')
        .map((c) => c.code + (c.trigger ? `(${c.trigger})` : ''))
        .join(', '),
    );
  if (!offGluten && glutenRed)
    add(
      'gluten-fp',
      v.checks
        .filter((c) => c.type === 'danger' && c.intolerance === 'gluten')
        .map((c) => c.trigger)
        .join(', '),
    );
  if (offMilk && !milkFound)
    add(
      'milk-fn',
      v.checks
        .filter((c) => c.intolerance === 'lactose')
        .map((c) => c.code + (c.trigger ? `(${c.trigger})` : ''))
        .join(', '),
    );
  if (!offMilk && milkFound)
    add(
      'milk-fp',
      v.checks
        .filter((c) => MILK_CODES.has(c.code))
        .map((c) => `${c.code}(${c.trigger})`)
        .join(', '),
    );
}

const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)}%` : 'n/a');
console.log('| lang | check | n | precision | recall | tp | fp | fn |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [lang, s] of Object.entries(stats).sort()) {
  for (const [name, c] of Object.entries(s)) {
    const n = c.tp + c.fp + c.fn + c.tn;
    console.log(
      `| ${lang} | ${name} | ${n} | ${pct(c.tp / (c.tp + c.fp))} | ${pct(c.tp / (c.tp + c.fn))} | ${c.tp} | ${c.fp} | ${c.fn} |`,
    );
  }
}
console.log(
  `\n(${skipped} products skipped: ingredient text in Italian, Spanish, Dutch or Portuguese)`,
);
if (show)
  console.log(
    `\n${show} (${examples[show]?.length ?? 0}):\n${(examples[show] ?? []).slice(0, limit).join('\n')}`,
  );
