import {
  TOKEN_NO_DATA,
  colorFromTokens,
  type DietColor,
  type DietProfile,
  type DietTokenQuery,
} from '@safeshelf/engine';
import { normaliseText } from '#server/modules/catalogue/index.js';
import type { Diet } from '#server/modules/diet/index.js';

/** What deciding on an alternative needs to know about a product (target or candidate). */
export interface AlternativeFacts {
  name_en: string | null;
  name_de: string | null;
  name_fr: string | null;
  name_other: string | null;
  brand: string | null;
  diet_tokens: string[];
}

const RANK: Record<DietColor, number> = { green: 0, yellow: 1, red: 2 };

/**
 * One token query per part of the user's diet: each intolerance on its own (FODMAP with the
 * groups they tolerate) and their own words. An alternative must be no worse in any of them: a
 * product green for lactose and red for gluten is no alternative to one yellow for both.
 */
export function dietFacets(diet: Pick<Diet, 'tokenQuery'>, profile: DietProfile): DietTokenQuery[] {
  const none = {
    intolerances: [],
    custom: [],
    toleratedFodmapGroups: profile.toleratedFodmapGroups,
  };
  const facets = profile.intolerances.map((i) => diet.tokenQuery({ ...none, intolerances: [i] }));
  if (profile.custom.length) facets.push(diet.tokenQuery({ ...none, custom: profile.custom }));
  return facets;
}

const names = (p: AlternativeFacts) =>
  [p.name_en, p.name_de, p.name_fr, p.name_other]
    .filter((n): n is string => !!n)
    .map(normaliseText)
    .filter(Boolean);

/**
 * The same product under another barcode: a name in common (after folding case and accents) and
 * no two different brands. Pack sizes do not make another product (Yoqua pêche 150 g and 450 g
 * are one yogurt), and most catalogue rows have no brand, so an equal name alone decides then.
 */
export function isSameProduct(a: AlternativeFacts, b: AlternativeFacts): boolean {
  const theirs = new Set(names(b));
  if (!names(a).some((n) => theirs.has(n))) return false;
  return !(a.brand && b.brand && normaliseText(a.brand) !== normaliseText(b.brand));
}

/**
 * A candidate may be offered as a safer alternative to `target` only if it is another product,
 * the engine knows as much about it (no "not enough data" where the target was judged on its
 * ingredients) and it is no worse for any part of the user's diet (issue 12, item 8).
 */
export function isSaferAlternative(
  target: AlternativeFacts,
  candidate: AlternativeFacts,
  facets: DietTokenQuery[],
): boolean {
  if (isSameProduct(target, candidate)) return false;
  const knowsLess =
    candidate.diet_tokens.includes(TOKEN_NO_DATA) && !target.diet_tokens.includes(TOKEN_NO_DATA);
  if (knowsLess) return false;
  return facets.every(
    (q) =>
      RANK[colorFromTokens(candidate.diet_tokens, q)] <=
      RANK[colorFromTokens(target.diet_tokens, q)],
  );
}

/** Candidates to show for `target`, in their order, at most `limit` (the pool holds a few times more). */
export const pickSaferAlternatives = <T extends AlternativeFacts>(
  target: AlternativeFacts,
  candidates: T[],
  facets: DietTokenQuery[],
  limit: number,
): T[] => candidates.filter((c) => isSaferAlternative(target, c, facets)).slice(0, limit);
