import type { FitReason } from '@safeshelf/contract';
import { CLAIM_HINT, type Engine, type Intolerance, type ProductInput } from '@safeshelf/engine';

/**
 * What a card can say about why a product fits a diet (issue 28 point 4), so that a coeliac in
 * the shop never takes the wheat roll of the same name: a free-from claim the engine reads on the
 * pack (name, ingredient text or label: "glutenfrei", "sans lactose", en:no-gluten), or a kind of
 * food the engine finds low in lactose (a ripened cheese, butter). Each fact is about one
 * intolerance; the card shows those of the shopper's diet when the product fits it.
 */
export const FIT_FACTS: Record<FitReason, Intolerance> = {
  gluten_free: 'gluten',
  lactose_free: 'lactose',
  ripened_cheese: 'lactose',
  butter: 'lactose',
};
type FitFact = FitReason;

/** The facts a card shows: those about an intolerance of the diet, when the product fits it. */
export const factsForDiet = (
  facts: readonly string[],
  intolerances: readonly Intolerance[],
): FitReason[] =>
  facts.filter((f): f is FitReason => intolerances.includes(FIT_FACTS[f as FitReason]));

/** Subcategories (category-tree.ts) whose low-lactose products are that kind of food. */
const LOW_LACTOSE_KIND: Partial<Record<number, FitFact>> = { 103: 'ripened_cheese', 104: 'butter' };

const mayClaim = (p: ProductInput) =>
  (p.labels_tags?.length ?? 0) > 0 ||
  [
    p.product_name,
    p.product_name_de,
    p.product_name_fr,
    p.product_name_en,
    p.ingredients_text,
    p.ingredients_text_de,
    p.ingredients_text_fr,
    p.ingredients_text_en,
  ].some((text) => !!text && CLAIM_HINT.test(text));

/**
 * The product's fit facts, from its diet tokens and subcategory and, when its texts or labels
 * could hold one (a few thousand products), the engine's reading of its free-from claims.
 */
export function findFitFacts(
  engine: Engine,
  input: ProductInput,
  dietTokens: readonly string[],
  subcategoryId: number | undefined,
): FitFact[] {
  const facts = new Set<FitFact>();
  if (mayClaim(input))
    for (const claim of engine.readClaims(input).freeFrom)
      if (claim.strength === 'free') facts.add(`${claim.topic}_free`);
  const kind = subcategoryId ? LOW_LACTOSE_KIND[subcategoryId] : undefined;
  if (kind && dietTokens.includes('lactose:low')) facts.add(kind);
  return [...facts];
}
