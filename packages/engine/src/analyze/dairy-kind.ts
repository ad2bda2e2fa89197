// What a dairy product has become, for lactose. A cheese's list is often only its raw material
// ("lait cru, sel, présure, ferments" is Emmentaler, not a glass of milk), and cheese, butter and
// cream need no list at all in Switzerland (LIV Art. 9 para. 1 d): then the category and the name
// say what the milk became (DOMAIN.md "Cheese, butter and the like").
import type { ParsedIngredient } from '../parse/parsed-types';
import type { ProductInput } from '../types';
import type { IngredientRule } from '../rules/rule-types';
import type { RecipeRole, RecipeRule } from '../rules/cheese';
import type { Matcher } from '../match/matcher';
import type { RuleLookup } from './rule-lookup';
import { finding, type Finding } from './finding';

export interface Recipe {
  /** The raw material as written (milk, cream). */
  raw: ParsedIngredient[];
  /** Rennet is listed: the product is a cheese. */
  coagulant: boolean;
  /**
   * The ripened cheese or butter the list names first, when the rest is its raw material and
   * helpers: "Fromage suisse à pâte dure, gras, au lait cru" is a cheese's legal name, then its
   * milk (DOMAIN.md "Cheese, butter and the like"), not cheese and a glass of milk.
   */
  named?: { node: ParsedIngredient; rule: IngredientRule };
}

export interface DairyLookups {
  matcher: Matcher;
  lactose: RuleLookup<IngredientRule>;
  roleOf: RuleLookup<RecipeRule>;
  isDairy: (id: string) => boolean;
  /** The lactose rule of a node's ids, as the list's findings judge them (collect-hits.ts). */
  lactoseOfIds: (ids: readonly string[]) => IngredientRule | undefined;
  /** An additive class (additives_classes.txt: preservative, emulsifier…). */
  isClass: (id: string) => boolean;
}

export function roleOfNode(node: ParsedIngredient, d: DairyLookups): RecipeRole | undefined {
  if (node.ids.length === 0) return undefined;
  let role: RecipeRole | undefined;
  for (const id of node.ids) {
    const r = d.roleOf(id)?.role;
    if (r === undefined) {
      // "E 1105 de blanc d'œuf": an additive and what it is made of, which holds no lactose.
      if (!d.lactose(id) && node.ids.some((o) => E_NUMBER.test(o))) continue;
      // A class named with its members ("conservateur (E 1105 …)"): what they are.
      return classRole(node, d);
    }
    if (role === undefined || r === 'raw' || (r === 'coagulant' && role === 'helper')) role = r;
  }
  // A helper's or coagulant's parts say what it is made of ("E 1105 (aus Hühnereiweiss)",
  // "présure (animale)"); a raw material's parts are raw material too.
  if (role === undefined) return undefined;
  if (role === 'raw')
    for (const c of node.children) if (roleOfNode(c, d) === undefined) return undefined;
  return role;
}

const E_NUMBER = /^en:e\d/;

/** An additive class whose parts are all recipe helpers ("conservateur (E 1105)") is a helper. */
function classRole(node: ParsedIngredient, d: DairyLookups): RecipeRole | undefined {
  if (node.children.length === 0 || !node.ids.every(d.isClass)) return undefined;
  return node.children.every((c) => roleOfNode(c, d) === 'helper') ? 'helper' : undefined;
}

/**
 * A cheese the list does not say more of ("Fromage au lait cru" on an Emmentaler, "Käse"): raw
 * material whose kind the product's name or category tells, like milk's.
 */
export const isGenericCheese = (node: ParsedIngredient, d: DairyLookups) =>
  node.children.length === 0 &&
  node.ids.length > 0 &&
  d.lactoseOfIds(node.ids) === d.lactose(GENERIC_CHEESE);
const GENERIC_CHEESE = 'en:cheese';

/** The list's items are all raw material and recipe helpers, with at least one raw material. */
export function recipeOf(nodes: readonly ParsedIngredient[], d: DairyLookups): Recipe | undefined {
  const raw: ParsedIngredient[] = [];
  let coagulant = false;
  const named = namedFirst(nodes[0], d);
  for (const n of nodes) {
    if (named && n === named.node) continue;
    const role = roleOfNode(n, d) ?? (isGenericCheese(n, d) ? 'raw' : undefined);
    if (role === undefined) return undefined;
    if (role === 'raw') raw.push(n);
    coagulant ||= role === 'coagulant' || n.children.some((c) => roleOfNode(c, d) === 'coagulant');
  }
  if (raw.length === 0) return undefined;
  return named ? { raw, coagulant, named } : { raw, coagulant };
}

/** A first item that is a ripened cheese or butter by itself (no parts listed): what it became. */
function namedFirst(
  node: ParsedIngredient | undefined,
  d: DairyLookups,
): Recipe['named'] | undefined {
  if (!node || node.children.length > 0) return undefined;
  const rule = d.lactoseOfIds(node.ids);
  return rule?.kind && rule.level !== 'contains' ? { node, rule } : undefined;
}

/**
 * The lactose rule of the product's name read as one ingredient ("Emmentaler AOP Doux" → hard
 * cheese, "Lait entier de la Gruyère" → whole milk: the first thing named is what it is). A cheese
 * or butter read from the name needs every word we know in the name to be dairy ("Butter Croissant"
 * is not butter).
 */
export function ruleOfName(
  product: ProductInput,
  d: DairyLookups,
): { rule: IngredientRule; name: string } | undefined {
  const name = product.product_name?.trim();
  if (!name) return undefined;
  const { ids } = d.matcher.matchName(name, 'de');
  for (const id of ids) {
    const rule = d.lactose(id);
    if (!rule || rule.level === 'free') continue;
    if (rule.kind && !ids.every(d.isDairy)) return undefined;
    return { rule, name };
  }
  return undefined;
}

/**
 * The milk product the name says the product holds ("Abricot-yogourt", "Choco Petit Beurre au lait",
 * "Dairy Milk … mousse"), unless it names a ripened cheese or butter ("Gruyère au lait cru"), whose
 * lactose is gone. Compounds are read word by word ("Apfel-Joghurt-Müesli").
 */
export function milkOfName(product: ProductInput, d: DairyLookups): string | undefined {
  const name = product.product_name?.trim();
  if (!name || WITHOUT.test(name)) return undefined;
  const whole = d.matcher.matchName(name, 'de').ids;
  const words = name.split(/[\s\-,&/()]+/u).filter((w) => w.length > 2);
  // Whole and word by word: "Abricot-yogourt", "Apfel-Joghurt-Müesli" ("latte" is also a coffee).
  // Asked first: most names name no milk, and then nothing below needs reading.
  const dairyCream = DAIRY_CREAM.test(name);
  let milk = namesMilk(whole, dairyCream, d);
  for (const word of words)
    for (const lang of LANGS)
      milk ||= namesMilk(d.matcher.matchName(word, lang).ids, dairyCream, d);
  if (!milk) return undefined;
  // "Lait d'amande", "Kokos Milch": a plant drink named after milk.
  const pairs = words.slice(1).map((w, i) => `${words[i]}${w.toLowerCase()}`);
  const plant = (n: string) => d.matcher.matchName(n, 'de').ids.some(isFree(d));
  if (whole.some(isFree(d)) || pairs.some(plant)) return undefined;
  // A ripened cheese or butter named as the product ("Gruyère au lait cru").
  if (whole.some((id) => d.lactose(id)?.kind && d.lactose(id)?.level !== 'contains'))
    return undefined;
  return name;
}

/** One of the ids is a milk product that holds lactose ("cream" only when the name says Rahm…). */
function namesMilk(ids: readonly string[], dairyCream: boolean, d: DairyLookups): boolean {
  for (const id of ids) {
    if (id.includes('cream') && !dairyCream) continue;
    const rule = d.lactose(id);
    if (rule?.level === 'contains' && !rule.assumed) return true;
  }
  return false;
}
const LANGS = ['de', 'fr', 'en'] as const;
const isFree = (d: DairyLookups) => (id: string) => d.lactose(id)?.level === 'free';
/** "Reisdrink ohne Milch": a name that says what the product is without. */
export const WITHOUT = /\b(?:ohne|sans|senza|without|free|frei)\b/iu;
/**
 * "Crème"/"cream" in a name is as often a filling, a spread or a soup ("Crème d'huile végétale",
 * "Cream Crackers", "fourré à la crème aux noisettes"); Rahm, Sahne and panna are dairy cream.
 */
const DAIRY_CREAM = /rahm|sahne|panna/iu;

/** The finding that replaces a raw material by what it became, if the product says what that is. */
export function madeInto(
  recipe: Recipe,
  kindRule: IngredientRule | undefined,
  name: string | undefined,
): Finding | undefined {
  const trigger = (recipe.raw[0] as ParsedIngredient).text;
  if (kindRule?.kind)
    return finding(
      'lactose',
      kindRule.level,
      `lactose.made_${kindRule.kind}`,
      trigger,
      undefined,
      name || undefined,
    );
  if (recipe.coagulant) return finding('lactose', 'unknown', 'lactose.cheese_recipe', trigger);
  return undefined;
}
