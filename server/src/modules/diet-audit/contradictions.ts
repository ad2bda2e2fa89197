import type { DietColor, Intolerance } from '@safeshelf/engine';
import {
  GLUTEN_FREE_CLAIM,
  GLUTEN_FREE_ITEM,
  GLUTEN_FREE_LABEL,
  GLUTEN_NOT_FOOD,
  GLUTEN_WORDS,
  LACTOSE_FREE_CLAIM,
  LACTOSE_FREE_ITEM,
  LACTOSE_FREE_LABEL,
  LACTOSE_NOT_FOOD,
  LACTOSE_WORDS,
  findWord,
  foldName,
  listItems,
} from './name-words.js';

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
// or yellow; semi-hard very low). Only exempts a name whose lactose word is a cheese word.
const HARD_CHEESE =
  /\b(?:emmental(?:er)?|gruyere|greyerzer|sbrinz|parmesan|parmigiano|reggiano|grana padano|appenzeller|tete de moine|comte|pecorino|cheddar|manchego|gouda|raclette|tilsiter|vacherin fribourgeois|etivaz|\p{L}*(?:bergkase|alpkase|hartkase|halbhartkase))\b/u;
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
      LACTOSE_FREE_CLAIM.exec(names)?.[0] ?? item(LACTOSE_FREE_ITEM) ?? label(LACTOSE_FREE_LABEL),
    gluten:
      GLUTEN_FREE_CLAIM.exec(names)?.[0] ?? item(GLUTEN_FREE_ITEM) ?? label(GLUTEN_FREE_LABEL),
  };
}

/** The lactose word of the name that a green verdict contradicts, or null. */
export function lactoseNameWord(p: NamedProduct, claim: string | null): string | null {
  if (claim) return null;
  const names = foldedNames(p);
  const word = findWord(names, LACTOSE_WORDS, LACTOSE_NOT_FOOD);
  if (!word) return null;
  const hardCheese =
    HARD_CHEESE.test(names) || p.categories_tags.some((c) => HARD_CHEESE_CATEGORY.test(c));
  // "Lait entier de la Gruyère" names milk: only a cheese word is excused by a cheese name.
  return hardCheese && CHEESE_WORD.test(word) ? null : word;
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
): Contradiction[] {
  const claims = findClaims(p);
  const out: Contradiction[] = [];
  if (colours.lactose === 'green') {
    const word = lactoseNameWord(p, claims.lactose);
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
