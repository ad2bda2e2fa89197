// Whether a parsed text was understood well enough to clear a product ("never green without
// evidence", DOMAIN.md). Decided from what the parser understood, not from the absence of trigger
// words: a pasted nutrition table, marketing copy, OCR garbage or a list in a language we do not
// read has few ingredient names the taxonomy knows. A short list of plainly safe words is readable.
import type { ParsedIngredients } from './parsed-types';

/**
 * Open Food Facts treats a product as known only when at most 10 % of its ingredients are
 * unrecognised (openfoodfacts-server lib/ProductOpener/Attributes.pm, compute_attribute_allergen).
 */
export const MAX_UNKNOWN_INGREDIENTS = 0.1;
/**
 * Words are counted too (an item of mostly unknown words is an unknown item, see parse-list), and
 * a text where fewer than 30 % of all words are ingredient names or known fillers is not a list,
 * whatever a few items say. "Laitue pommée verte" (one word of three known) is just readable.
 */
export const MIN_UNDERSTOOD_WORDS = 0.3;

export function isReadable(parsed: ParsedIngredients | undefined): boolean {
  if (!parsed || parsed.total === 0) return false;
  return (
    parsed.unknown <= parsed.total * MAX_UNKNOWN_INGREDIENTS &&
    parsed.understood >= MIN_UNDERSTOOD_WORDS
  );
}
