// Findings from the ingredient list, per scope, graded by amount where the rules say so
// (upper and lower bounds of each ingredient's share: amounts.ts).
import type { ParsedIngredient } from '../parse/parsed-types';
import type { IngredientRule } from '../rules/rule-types';
import { DRIED_TEXT, driedRule, LACTOSE_LOW_GRAMS, LACTOSE_MODERATE_GRAMS } from '../rules/lactose';
import { GLUTEN_ID_WORDS } from '../rules/gluten';
import { finding, ruleHit, type Finding, type RuleHit, type Scope } from './finding';
import type { RuleLookup } from './rule-lookup';
import type { AmountOf } from './amounts';
import type { InfoOf } from './ids-info';
import { MAIN_FRUIT_PERCENT } from '../rules/amount-rules';
import { LACTOSE_REDUCED_MAX_G } from '../rules/product-rules';

function toFinding(scope: Scope, hit: RuleHit): Finding {
  const f = finding(scope, hit.rule.level, hit.rule.code, hit.node.text);
  if (hit.rule.level === 'free') f.note = true;
  return f;
}

/** Keeps what a user should see: everything above 'free', plus explained look-alikes. */
const visible = (h: RuleHit) => h.rule.level !== 'free' || h.rule.explain === true;

/** Rounded up, so that "at most about X" stays a true upper bound. */
const ceilTo = (n: number, step: number) => Math.ceil(n / step - 1e-9) * step;

/**
 * The rule as the pack says it: "… en poudre", "crème en poudre (lait)" is the dried form; whey in a
 * drink is the liquid ("jus d'ananas, petit-lait (10%)").
 */
/** Whether the product is a drink, asked only for a rule that has a liquid form. */
export interface DrinkOf {
  isDrink(): boolean;
}

function asWritten(h: RuleHit, amountOf: AmountOf, drink: DrinkOf): RuleHit {
  // Low-lactose is a limit on the ingredient as it is (the powder too): nothing to scale.
  if (h.rule.level === 'free' || h.rule === LOW_LACTOSE) return h;
  if (
    DRIED_TEXT.test(h.node.text) ||
    amountOf.inPowder(h.at) ||
    // "dérivé du lactosérum (de LAIT)": an unknown milk product may be dried (whey derivatives,
    // milk solids); only the dried form's lactose is a true bound.
    h.inUnknown === true
  )
    return ruleHit(h.node, driedRule(h.rule), h.at, h.inUnknown);
  const liquid = h.rule.liquidGrams;
  return liquid !== undefined && drink.isDrink()
    ? ruleHit(h.node, { ...h.rule, gramsPer100g: liquid }, h.at, h.inUnknown)
    : h;
}

/** "Magermilch (laktosefrei)", "crème sans lactose": the pack clears this one ingredient. */
const QUALIFIED: Record<'lactose' | 'gluten' | 'oats', IngredientRule> = {
  lactose: { level: 'free', code: 'lactose.lactose_free_ingredient', explain: true },
  gluten: { level: 'free', code: 'gluten.gluten_free_ingredient', explain: true },
  oats: { level: 'free', code: 'gluten.oats_certified', explain: true },
};
/** A low-lactose ingredient: at most 2 g per 100 g (LIV Art. 42), graded by its share. */
const LOW_LACTOSE: IngredientRule = {
  level: 'contains',
  code: 'lactose.low_lactose_ingredient',
  gramsPer100g: LACTOSE_REDUCED_MAX_G,
};
function qualified(h: RuleHit, topic: 'lactose' | 'gluten', amountOf: AmountOf): RuleHit {
  if (h.rule.level === 'free') return h;
  if (!amountOf.isFreeFrom(h.at, topic)) {
    const low = topic === 'lactose' && h.rule.level === 'contains' && h.node.lowIn?.includes(topic);
    return low ? ruleHit(h.node, LOW_LACTOSE, h.at, h.inUnknown) : h;
  }
  return ruleHit(
    h.node,
    QUALIFIED[h.rule.code === 'gluten.oats' ? 'oats' : topic],
    h.at,
    h.inUnknown,
  );
}

/**
 * "lait écrémé en poudre 3,3 % et entier 2,2 % en poudre (équivalent lait 52%)" (7622300707224): the
 * powder holds the lactose of that much of the fresh food it names (52 % × 5 g milk), a bound as
 * true as its own share × the powder's grams, and often tighter. Infinity when nothing is stated.
 */
function equivalentGrams(node: ParsedIngredient, lactoseOf?: RuleLookup<IngredientRule>): number {
  let grams = -Infinity;
  for (const id of node.equivalent?.ids ?? []) {
    const rule = lactoseOf?.(id);
    if (rule?.level === 'contains') grams = Math.max(grams, rule.gramsPer100g ?? 100);
  }
  return grams === -Infinity ? Infinity : ((node.equivalent?.percent ?? 100) * grams) / 100;
}

const NOT_A_DRINK: DrinkOf = { isDrink: () => false };

export function findLactose(
  allHits: readonly RuleHit[],
  amountOf: AmountOf,
  drink: DrinkOf = NOT_A_DRINK,
  lactoseOf?: RuleLookup<IngredientRule>,
): Finding[] {
  // One loop, no closures or arrays between the steps (every product with a lactose hit).
  if (allHits.length === 0) return [];
  const hits: RuleHit[] = [];
  for (const hit of allHits) {
    const h = qualified(hit, 'lactose', amountOf);
    if (visible(h)) hits.push(asWritten(h, amountOf, drink));
  }
  // Grade by amount (EFSA 2010;8(9):1777): the milk ingredients' upper bounds (amounts.ts) times
  // their typical lactose content. Up to LACTOSE_LOW_GRAMS g/100 g it is a little lactose — green
  // only when a stated percentage bounds it; from list order alone it stays "a small amount".
  // Stated bounds up to LACTOSE_MODERATE_GRAMS are a moderate amount: yellow with the bound.
  // Milk named in a flavouring is a tiny amount of unknown size: yellow, never green (DOMAIN.md).
  let grams = 0;
  let stated = true;
  let counted = 0;
  for (const h of hits) {
    if (h.rule.level !== 'contains') continue;
    if (amountOf.inFlavouring(h.at)) continue;
    counted++;
    grams += Math.min(
      ((h.rule.gramsPer100g ?? 100) * amountOf.max(h.at)) / 100,
      equivalentGrams(h.node, lactoseOf),
    );
    stated &&= amountOf.stated(h.at);
  }
  const small = grams <= LACTOSE_LOW_GRAMS;
  const moderate = stated && grams <= LACTOSE_MODERATE_GRAMS;
  const amount = ceilTo(grams, 0.01);
  return hits.map((h): Finding => {
    if (h.rule.level !== 'contains') return toFinding('lactose', h);
    const trigger = h.node.text;
    if (amountOf.inFlavouring(h.at))
      return finding('lactose', 'unknown', 'lactose.milk_in_flavouring', trigger);
    if (counted === 0 || !(small || moderate)) return toFinding('lactose', h);
    if (!stated) return finding('lactose', 'unknown', 'lactose.unstated_amount', trigger);
    return small
      ? finding('lactose', 'low', 'lactose.small_amount', trigger, amount)
      : finding('lactose', 'unknown', 'lactose.moderate_amount', trigger, amount);
  });
}

const CEREAL_WORDS = new Set(GLUTEN_ID_WORDS);
export const namesCereal = (id: string) =>
  id
    .slice(3)
    .split('-')
    .some((w) => CEREAL_WORDS.has(w));

function mentionsGluten(node: ParsedIngredient, infoOf: InfoOf): boolean {
  return infoOf(node.ids).namesGluten || node.children.some((c) => mentionsGluten(c, infoOf));
}

export function findGluten(
  hits: readonly RuleHit[],
  infoOf: InfoOf,
  amountOf: AmountOf,
): Finding[] {
  const out: Finding[] = [];
  for (const hit of hits) {
    const h = qualified(hit, 'gluten', amountOf);
    // Only explain an exemption when a gluten cereal is named in it (Glukosesirup (Weizen)).
    if (h.rule.exempts) {
      if (mentionsGluten(h.node, infoOf)) out.push(toFinding('gluten', h));
    } else if (visible(h)) out.push(toFinding('gluten', h));
  }
  return out;
}

/**
 * Fruit whose share decides (byShare): the rule's level as the main ingredient, 'low' as a minor
 * one. Other rules with minorBelowPercent: a small share of the product is a small dose (Monash
 * rates a serving).
 */
function graded(scope: Scope, h: RuleHit, amountOf: AmountOf): Finding {
  const f = toFinding(scope, h);
  if (f.level !== 'contains') return f;
  if (h.rule.byShare) {
    // First in the list (water aside) unless a stated share keeps it under the mark.
    if (
      amountOf.min(h.at) >= MAIN_FRUIT_PERCENT ||
      (amountOf.main(h.at) && amountOf.max(h.at) >= MAIN_FRUIT_PERCENT)
    )
      return f;
    f.level = 'low';
    f.code = `${scope.startsWith('fodmap.') ? 'fodmap' : scope}.minor_fruit`;
    return f;
  }
  const limit = h.rule.minorBelowPercent;
  if (limit === undefined) return f;
  const max = amountOf.max(h.at);
  if (max > limit) return f;
  f.level = 'low';
  f.code = 'fodmap.small_amount';
  f.amount = ceilTo(max, 0.1);
  return f;
}

/** What findSimple finds where nothing is above 'free': one shared list, only read, never changed. */
const NONE: Finding[] = [];

/** The findings of one scope's hits; the list may be shared: copy it to add to it. */
export function findSimple(scope: Scope, hits: readonly RuleHit[], amountOf: AmountOf): Finding[] {
  let out = NONE;
  for (const h of hits)
    if (h.rule.level !== 'free') {
      if (out === NONE) out = [];
      out.push(graded(scope, h, amountOf));
    }
  return out;
}

/** Spice mixes and flavourings whose parts are not listed may hide onion and garlic. */
export function hiddenOnionGarlic(n: ParsedIngredient): Finding {
  return finding('fodmap.fructans', 'unknown', 'fodmap.hidden_onion_garlic', n.text);
}
