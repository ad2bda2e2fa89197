import type { ProductInput, ReadLang } from '../types';
import { detectTextLang } from '../parse/detect-lang';

export interface PickedText {
  text: string;
  /** Known language of the text (from the field name), if any. */
  lang?: ReadLang;
  hint?: string;
}

/** Read first: an Italian main text gives way to a German, French or English one of the same pack. */
const FIRST = new Set(['de', 'fr', 'en']);
/** A string with a character other than white space: most start with one (0x21–0x7e never is). */
const hasText = (t: unknown): t is string => {
  if (typeof t !== 'string') return false;
  const c = t.charCodeAt(0);
  return (c > 0x20 && c < 0x7f) || /\S/.test(t);
};
/** Field names spelled once, not built for each product (a fresh string is a look-up by hash). */
const FIELDS = [
  ['de', 'ingredients_text_de'],
  ['fr', 'ingredients_text_fr'],
  ['en', 'ingredients_text_en'],
  ['it', 'ingredients_text_it'],
] as const;

/**
 * The ingredient text to read. It does not depend on the user's language, so that a product's
 * flags (and database tokens) are the same for every user: the pack's main text first, unless it
 * is in Italian or a language we do not read and a de/fr/en text exists.
 */
export function pickIngredientText(product: ProductInput): PickedText | undefined {
  const main = hasText(product.ingredients_text) ? product.ingredients_text : undefined;
  if (main) {
    const lang = product.lang;
    // A de/fr/en main text is read whatever else the pack has: the other fields are not read.
    if (lang !== undefined && FIRST.has(lang)) return { text: main, hint: lang };
    const hasOther =
      product.ingredients_text_de ||
      product.ingredients_text_fr ||
      product.ingredients_text_en ||
      product.ingredients_text_it;
    if (!hasOther || FIRST.has(lang === undefined ? detectTextLang(main) : lang))
      return { text: main, hint: lang };
  }
  for (const [l, field] of FIELDS) {
    const t = product[field];
    if (hasText(t)) return { text: t, lang: l };
  }
  return main ? { text: main, hint: product.lang } : undefined;
}
