// Evaluates the engine's reading of ingredient texts against Open Food Facts' allergen tags.
// Products with allergens_tags and an ingredient text; allergens_tags and traces_tags are hidden
// from the engine. Gluten: OFF en:gluten vs engine gluten red. Milk: OFF en:milk vs engine lactose
// red/yellow (and vs "any milk ingredient found", which measures reading rather than grading).
// Rows per language of the text the engine reads; "it alone" reads only the pack's Italian list
// (the de/fr/en ones hidden). Then the free-from labels (bench/engine-eval-claims.ts).
// Run: npx tsx bench/engine-eval.ts [--show gluten-fn|gluten-fp|milk-fn|milk-fp] [--lang it] [--limit 30]
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import {
  detectTextLang,
  type DietProfile,
  type ProductInput,
  type Verdict,
} from '@safeshelf/engine';
import { readOffProducts } from './engine-products';
import { printClaims } from './engine-eval-claims';

const dir = defaultCatalogDir();
const engine = createEngineFromDir(dir);
const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const show = arg('--show');
const showLang = arg('--lang');
const limit = Number(arg('--limit')) || 30;

const profile: DietProfile = {
  intolerances: ['lactose', 'gluten'],
  custom: [],
  toleratedFodmapGroups: [],
};
/** Lactose checks that name no milk ingredient of the list. */
const NOT_MILK = new Set(['lactose.not_milk', 'lactose.traces', 'lactose.lactitol']);
const milkFound = (v: Verdict) =>
  v.checks.some((c) => c.intolerance === 'lactose' && c.trigger && !NOT_MILK.has(c.code));

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

function evaluate(
  p: ProductInput & { allergens_tags: string[] },
  input: ProductInput,
  rows: string[],
) {
  const text = input.ingredients_text ?? '';
  const v = engine.judge(input, profile, 'en');
  const offGluten = p.allergens_tags.includes('en:gluten');
  const offMilk = p.allergens_tags.includes('en:milk');
  const glutenRed = v.per_intolerance.gluten === 'red';
  const found = milkFound(v);
  for (const row of rows) {
    const s = (stats[row] ??= {
      gluten: zero(),
      'lactose red/yellow': zero(),
      'milk found': zero(),
    });
    tally(s.gluten as Counts, offGluten, glutenRed);
    tally(s['lactose red/yellow'] as Counts, offMilk, v.per_intolerance.lactose !== 'green');
    tally(s['milk found'] as Counts, offMilk, found);
  }
  if (showLang && !rows.includes(showLang)) return;
  const line = `${p.code} [${rows[0]}] ${String(p.product_name ?? '').slice(0, 40)} | ${text.slice(0, 220).replace(/\s+/g, ' ')}`;
  const why = (i: 'gluten' | 'lactose') =>
    v.checks
      .filter((c) => c.intolerance === i)
      .map((c) => c.code + (c.trigger ? `(${c.trigger})` : ''))
      .join(', ');
  const add = (k: string, i: 'gluten' | 'lactose') =>
    (examples[k] ??= []).push(`${line}\n    → ${why(i)}`);
  if (offGluten && !glutenRed) add('gluten-fn', 'gluten');
  if (!offGluten && glutenRed) add('gluten-fp', 'gluten');
  if (offMilk && !found) add('milk-fn', 'lactose');
  if (!offMilk && found) add('milk-fp', 'lactose');
}

const offProducts = readOffProducts(dir);
for (const p of offProducts) {
  if (!p.allergens_tags) continue;
  const tagged = p as typeof p & { allergens_tags: string[] };
  const hidden: ProductInput = { ...p, allergens_tags: undefined, traces_tags: undefined };
  const text =
    p.ingredients_text ??
    p.ingredients_text_de ??
    p.ingredients_text_fr ??
    p.ingredients_text_en ??
    p.ingredients_text_it;
  if (text) {
    const lang = detectTextLang(text);
    if (lang === 'other') skipped++;
    else evaluate(tagged, { ...hidden, ingredients_text: text }, [lang, 'all']);
  }
  // The Italian list alone, when the pack has one (field, or a main text in Italian).
  const italian =
    p.ingredients_text_it ??
    (p.ingredients_text && detectTextLang(p.ingredients_text) === 'it'
      ? p.ingredients_text
      : undefined);
  if (italian) {
    const others = { ingredients_text_de: undefined, ingredients_text_fr: undefined };
    const alone = { ...hidden, ...others, ingredients_text_en: undefined };
    evaluate(tagged, { ...alone, ingredients_text: italian, lang: 'it' }, ['it alone']);
  }
}

const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)}%` : 'n/a');
// Agreement: the share of products where the engine and OFF's tag say the same (tp + tn over n).
console.log('| lang | check | n | agreement | precision | recall | tp | fp | fn |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [lang, s] of Object.entries(stats).sort()) {
  for (const [name, c] of Object.entries(s)) {
    const n = c.tp + c.fp + c.fn + c.tn;
    console.log(
      `| ${lang} | ${name} | ${n} | ${pct((c.tp + c.tn) / n)} | ${pct(c.tp / (c.tp + c.fp))} | ${pct(c.tp / (c.tp + c.fn))} | ${c.tp} | ${c.fp} | ${c.fn} |`,
    );
  }
}
console.log(`\n(${skipped} products skipped: ingredient text in Spanish, Dutch or Portuguese)`);
printClaims(engine, offProducts, args.includes('--claims-list'));
if (show)
  console.log(
    `\n${show} (${examples[show]?.length ?? 0}):\n${(examples[show] ?? []).slice(0, limit).join('\n')}`,
  );
