// Lactose rules. Sources: DOMAIN.md; Swiss LIV Art. 42 (laktosefrei < 0.1 g/100 g);
// EFSA Journal 2010;8(9):1777 (12 g per sitting tolerated by most); typical contents from
// the Swiss Food Composition Database (FSVO) for milk products.
import type { IngredientRule, RuleTable } from './rule-types';
import { CHEESE_RULES } from './cheese';

const milk = (grams: number): IngredientRule => ({
  level: 'contains',
  code: 'lactose.contains_milk',
  gramsPer100g: grams,
});
/** Only a guess while nothing more specific is named ("Käse (Emmentaler)", "fromage à pâte dure"). */
const unspecified = (grams: number): IngredientRule => ({ ...milk(grams), assumed: true });
const lactoseFree: IngredientRule = {
  level: 'free',
  code: 'lactose.lactose_free_ingredient',
  explain: true,
};
const notMilk: IngredientRule = { level: 'free', code: 'lactose.not_milk', explain: true };

export const LACTOSE_RULES: RuleTable = {
  // Milk, whey, milk powder, cream, yogurt (DOMAIN.md lactose). The upper end of each range, so
  // that "at most about X g" stays an upper bound: yogurt, quark, fresh cheese, cream, buttermilk
  // 1–4.5 g; milk up to 5 g; milk powder ≈ 50 g, whey powder ≈ 70 g per 100 g.
  'en:dairy': unspecified(5),
  'en:milk': milk(5),
  'en:milk-powder': milk(50),
  'en:condensed-milk': milk(12),
  // Whey as an ingredient of a solid food is nearly always whey powder; a liquid reading would
  // understate the bound ("lactosérum" in a sandwich: ≤ 2 % × 70 g, not × 5 g). In a drink it is
  // the liquid (FSVO: whey ≈ 4.7 g/100 g; Biotta "jus d'ananas, petit-lait (10%)"): see isDrink.
  'en:whey': { ...milk(70), liquidGrams: 5 },
  'en:whey-powder': milk(70),
  'en:cream': milk(4.5),
  'en:yogurt': milk(4.5),
  'en:buttermilk': milk(4.5),
  'en:milk-chocolate': milk(9),
  'en:lactose': { level: 'contains', code: 'lactose.contains_lactose', gramsPer100g: 100 },
  // Cheese in general may be fresh (up to 4.5 g/100 g); ripened cheeses by kind in cheese.ts.
  'en:cheese': unspecified(4.5),
  ...CHEESE_RULES,
  // Whey protein concentrate keeps lactose (WPC35 about half its weight, WPC80 under a tenth);
  // only the isolate is nearly pure protein.
  'en:whey-protein': { level: 'contains', code: 'lactose.whey_protein', gramsPer100g: 50 },
  'en:whey-protein-isolate': { level: 'low', code: 'lactose.milk_protein' },
  // Casein and milk protein: protein, little lactose (DOMAIN.md).
  'en:milk-proteins': { level: 'low', code: 'lactose.milk_protein' },
  // The taxonomy files "lactose and milk proteins" under milk proteins; the lactose is the point.
  'en:lactose-and-milk-proteins': {
    level: 'contains',
    code: 'lactose.contains_lactose',
    gramsPer100g: 100,
  },
  'en:lactose-free-milk': lactoseFree,
  'en:lactose-free-cream': lactoseFree,
  'en:lactose-free-quark': lactoseFree,
  // Whey permeate powder is mostly lactose (the protein has been filtered out).
  'en:whey-permeate-powder': milk(80),
  // Not lactose despite the name (DOMAIN.md "Not lactose"; EU 1169/2011 Annex II for lactitol).
  'en:e270': notMilk,
  'en:e325': notMilk,
  'en:e326': notMilk,
  'en:e327': notMilk,
  'en:e328': notMilk,
  'en:e329': notMilk,
  'en:e472b': notMilk,
  'en:lactic-ferments': notMilk,
  'en:cocoa-butter': notMilk,
  'en:coconut-milk': notMilk,
  'en:coconut-cream': notMilk,
  'en:almond-milk': notMilk,
  'en:rice-milk': notMilk,
  'en:oat-milk': notMilk,
  'en:soy-milk': notMilk,
  'en:peanut-butter': notMilk,
  'en:shea-butter': notMilk,
  'en:e966': { level: 'free', code: 'lactose.lactitol', explain: true },
};

/** Words in an unmatched id that still betray milk (safety net for ids without a rule). */
export const LACTOSE_ID_WORDS = [
  'milk',
  'whey',
  'cream',
  'yogurt',
  'yoghurt',
  'buttermilk',
  'lactose',
  'cheese',
  'lait',
  'milch',
  'kase',
  'fromage',
];

/** A part that only says where its ingredient comes from: "(de LAIT)", "(aus Milch)", "(lait)". */
const SOURCE_NOTE = /^(?:de |du |d'|aus |from |di |del |dal )?(?:lait|milch|milk|latte)$/iu;
/** The longest SOURCE_NOTE ("from milch"): a longer part is no source note, without a regex run. */
const SOURCE_NOTE_MAX = 10;
/**
 * Asked of every part of every compound (collect-hits.ts): most parts are too long or too short.
 * `gated` false (an ungated engine): the expression runs whatever the text's length.
 */
export const isSourceNote = (text: string, gated = true): boolean =>
  (!gated ||
    (text.length >= 4 &&
      (text.length <= SOURCE_NOTE_MAX || text.trim().length <= SOURCE_NOTE_MAX))) &&
  SOURCE_NOTE.test(text.trim());
/** "matière grasse (de lait)", "Fett (aus Milch)": the fat of milk, not a milk product of unknown form. */
export const FAT_WORD = /\b(?:mati[eè]res? grasses?|graisses?|fett|fat|grass[oi])\b/iu;

/** Up to this much lactose (g/100 g of product, an upper bound) milk ingredients count as a little. */
export const LACTOSE_LOW_GRAMS = 1;
/**
 * Up to this much, when stated percentages bound it, it is a moderate amount: caution, not "does
 * not fit". A 200 g portion then holds at most 6 g, where some people react but under the 12 g most
 * tolerate in one sitting (EFSA Journal 2010;8(9):1777). Bounds from list order alone are too loose
 * to tell a yogurt from a biscuit, so they stay red above LACTOSE_LOW_GRAMS.
 */
export const LACTOSE_MODERATE_GRAMS = 3;

/**
 * Dried forms hold the lactose of about ten times their weight of the liquid (FSVO: skimmed milk
 * powder ≈ 50 g, whey powder ≈ 70 g per 100 g), so an id naming a powder scales the liquid's grams
 * (the taxonomy files "sweet whey powder" under sweet whey, not under whey powder).
 */
export const DRIED_WORDS = ['powder', 'powdered', 'poudre', 'pulver', 'dried', 'dry', 'poeder'];
/** The same on the pack, when the matched id lost the word ("skim milk powder" → skimmed milk). */
export const DRIED_TEXT = /powder|poudre|pulver|polvere|dried|\bdry\b|getrocknet|séché|essiccat/i;
export const DRIED_FACTOR = 10;
export const DRIED_MAX_GRAMS = 80;
/** Cheese powders are blended with whey and milk solids: not a ripened cheese any more. */
export const CHEESE_POWDER: IngredientRule = milk(20);

/** The lactose of a dried form of what a rule describes (liquid grams × 10). */
export function driedRule(rule: IngredientRule): IngredientRule {
  if (rule.kind) return CHEESE_POWDER;
  const { liquidGrams: _liquid, ...dried } = rule;
  const grams = rule.gramsPer100g;
  // Already a dried or concentrated form (milk powder 50 g, condensed milk 12 g).
  if (grams === undefined || grams * DRIED_FACTOR > DRIED_MAX_GRAMS) return dried;
  return { ...dried, gramsPer100g: grams * DRIED_FACTOR };
}

/**
 * A drink: a beverage category, or a juice as its main ingredient (Biotta Vita 7 "jus d'orange,
 * …, petit-lait (10%)" has no category). Whey in a drink is the liquid, not the powder.
 */
export const DRINK_CATEGORY = 'en:beverages';
export const DRINK_BASES: readonly string[] = ['en:fruit-juice', 'en:vegetable-juice'];
