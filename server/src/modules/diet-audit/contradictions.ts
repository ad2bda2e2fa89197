import type { DietColor, Intolerance } from '@safeshelf/engine';
import {
  GLUTEN_FREE_CLAIM,
  GLUTEN_FREE_ITEM,
  GLUTEN_FREE_LABEL,
  GLUTEN_NOT_FOOD,
  GLUTEN_WORDS,
  PRODUCT_WORD,
  LACTOSE_FREE_CLAIM,
  LACTOSE_FREE_FIRST,
  LACTOSE_FREE_ITEM,
  LACTOSE_FREE_LABEL,
  LACTOSE_NOT_FOOD,
  LACTOSE_WORDS,
  findWord,
  foldName,
  listItems,
} from './name-words.js';

/** The reason that decides a colour (its code), as the product page shows it. */
export interface Decisive {
  code: string;
}

/** What the audit needs to know about a product besides its verdict. */
export interface NamedProduct {
  names: string[];
  /** Ingredient texts in every language: a claim standing as an item of one counts as the pack's. */
  ingredient_texts: string[];
  labels_tags: string[];
  categories_tags: string[];
}

export type ContradictionKind = 'name-says-lactose' | 'name-says-gluten' | 'claim-but-red';

export interface Contradiction {
  intolerance: Intolerance;
  kind: ContradictionKind;
  /** The word of the name (folded) or the claim that contradicts the colour. */
  evidence: string;
}

// Hard and semi-hard cheeses (DOMAIN.md "Cheese, butter and the like": hard < 0.1 g/100 g, green
// or yellow; semi-hard very low), by name or by the legal denomination ("pâte dure", "Hartkäse").
// Only exempts a name whose lactose word is a cheese word.
const HARD_CHEESE =
  /\b(?:emmental(?:er)?|gruyere|greyerzer|sbrinz|parmesan|parmigiano|reggiano|grana padano|appenzeller|tete de moine|comte|pecorino|cheddar|manchego|gouda|raclette|tilsiter|fontal|fontina|vacherin fribourgeois|etivaz|pate (?:extra |mi |demi )?dure|extra dur|pasta (?:extra |semi)?dura|\p{L}*(?:bergkase|alpkase|hartkase|halbhartkase))\b/u;
/** A butter named as the product: it names the cream it is churned from (DOMAIN.md). */
const BUTTER = /\b\p{L}*(?:butter|beurre|burro)\b/u;
/** Words of cream and cheese (not of milk or yogurt): their lactose may be ripened or churned away. */
const CREAM_OR_CHEESE = /rahm|sahne|^creme|^cream|kase|^fromage|^formagg|^cheese/;
/** "Fontal aus pasteurisierter Milch", "fromage au lait cru": the milk a cheese is made from. */
const MADE_FROM_MILK =
  /\b(?:aus|au|de|du|from|with|al|di|dal|base de|a base de)(?: \p{L}+)? (?:\p{L}*milch\p{L}*|lait|latte|milk)\b/u;
/**
 * The stated nutrition table bounds the lactose (DOMAIN.md "A nutrition table is evidence"): a
 * green it decides is no contradiction of a cream or cheese word (a milk or yogurt word still is).
 */
const TABLE_REASON = /^lactose\.(?:table_|made_by_table)/;
const HARD_CHEESE_CATEGORY = /^en:(?:hard|extra-hard|semi-hard|pressed)-cheeses?$/;
const CHEESE_WORD = /kase|^fromages?$|^formagg[io]$|^cheeses?$/;

const foldedNames = (p: NamedProduct) => p.names.map(foldName).join(' · ');

/** Which free-from claims the name, an item of the ingredient text or a label tag makes. */
export function findClaims(p: NamedProduct): { lactose: string | null; gluten: string | null } {
  const names = foldedNames(p);
  const items = listItems(p.ingredient_texts);
  const label = (re: RegExp) => p.labels_tags.find((l) => re.test(l)) ?? null;
  const item = (re: RegExp) => items.find((i) => re.test(i)) ?? null;
  return {
    lactose:
      LACTOSE_FREE_CLAIM.exec(names)?.[0] ??
      item(LACTOSE_FREE_ITEM) ??
      restatedClaim(p, names) ??
      label(LACTOSE_FREE_LABEL),
    gluten:
      GLUTEN_FREE_CLAIM.exec(names)?.[0] ?? item(GLUTEN_FREE_ITEM) ?? label(GLUTEN_FREE_LABEL),
  };
}

/** A lactose-free claim on the first item of a list that restates the product (LACTOSE_FREE_FIRST). */
function restatedClaim(p: NamedProduct, names: string): string | null {
  for (const text of p.ingredient_texts) {
    const first = listItems([text])[0];
    const m = first ? LACTOSE_FREE_FIRST.exec(first) : null;
    if (!m) continue;
    const what = m[1] as string;
    const named = findWord(names, LACTOSE_WORDS, LACTOSE_NOT_FOOD);
    const restates = named !== null && findWord(what, LACTOSE_WORDS, LACTOSE_NOT_FOOD) !== null;
    if (restates || PRODUCT_WORD.test(what)) return m[0];
  }
  return null;
}

/** The lactose word of the name that a green verdict contradicts, or null. */
export function lactoseNameWord(
  p: NamedProduct,
  claim: string | null,
  reason?: Decisive,
): string | null {
  if (claim) return null;
  const names = foldedNames(p);
  const word = findWord(names, LACTOSE_WORDS, LACTOSE_NOT_FOOD);
  if (!word) return null;
  // A hard cheese by its name, category or the denomination its list gives ("Käseplättli":
  // "fromage gras à pâte dure «emmentaler»").
  const hardCheese =
    HARD_CHEESE.test(names) ||
    p.categories_tags.some((c) => HARD_CHEESE_CATEGORY.test(c)) ||
    p.ingredient_texts.some((t) => HARD_CHEESE.test(foldName(t)));
  // "Lait entier de la Gruyère" names milk: only a cheese word is excused by a cheese name.
  if (hardCheese && CHEESE_WORD.test(word)) return null;
  // "Süssrahm-Butter", "Rosalp … aus Schweizer Milchrahm" (beurre salé): butter names its cream.
  if (BUTTER.test(names) && (CREAM_OR_CHEESE.test(word) || MADE_FROM_MILK.test(names))) return null;
  // "Fontal aus pasteurisierter Milch": the milk a ripened cheese is made from.
  if (hardCheese && MADE_FROM_MILK.test(names)) return null;
  if (reason && TABLE_REASON.test(reason.code) && CREAM_OR_CHEESE.test(word)) return null;
  return word;
}

export function glutenNameWord(p: NamedProduct, claim: string | null): string | null {
  return claim ? null : findWord(foldedNames(p), GLUTEN_WORDS, GLUTEN_NOT_FOOD);
}

/**
 * The name-vs-verdict contradictions (issue 12, item 9): green for lactose whose name
 * says milk, yogurt, cream or cheese (not labelled lactose-free, not a hard cheese); green for
 * gluten whose name says bread, wheat, pasta or biscuit (not labelled gluten-free); red for an
 * intolerance the pack claims the product is free from (name, list item or label tag: DOMAIN.md,
 * free-from claims).
 */
export function findContradictions(
  p: NamedProduct,
  colours: Partial<Record<Intolerance, DietColor>>,
  reasons: Partial<Record<Intolerance, Decisive>> = {},
): Contradiction[] {
  const claims = findClaims(p);
  const out: Contradiction[] = [];
  if (colours.lactose === 'green') {
    const word = lactoseNameWord(p, claims.lactose, reasons.lactose);
    if (word) out.push({ intolerance: 'lactose', kind: 'name-says-lactose', evidence: word });
  }
  if (colours.gluten === 'green') {
    const word = glutenNameWord(p, claims.gluten);
    if (word) out.push({ intolerance: 'gluten', kind: 'name-says-gluten', evidence: word });
  }
  for (const intolerance of ['lactose', 'gluten'] as const) {
    const claim = claims[intolerance];
    if (claim && colours[intolerance] === 'red')
      out.push({ intolerance, kind: 'claim-but-red', evidence: claim });
  }
  return out;
}
