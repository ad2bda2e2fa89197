import type { Lang, ProductInput } from '../types';
import { detectTextLang } from '../parse/detect-lang';

export interface PickedText {
  text: string;
  /** Known language of the text (from the field name), if any. */
  lang?: Lang;
  hint?: string;
}

const READ = new Set(['de', 'fr', 'en']);
const hasText = (t: unknown): t is string => typeof t === 'string' && /\S/.test(t);

/**
 * The ingredient text to read. It does not depend on the user's language, so that a product's
 * flags (and database tokens) are the same for every user: the pack's main text first, unless it
 * is in a language we do not read and a de/fr/en text exists.
 */
export function pickIngredientText(product: ProductInput): PickedText | undefined {
  const main = hasText(product.ingredients_text) ? product.ingredients_text : undefined;
  const hasOther =
    product.ingredients_text_de || product.ingredients_text_fr || product.ingredients_text_en;
  if (
    main &&
    (!hasOther ||
      (product.lang === undefined ? detectTextLang(main) !== 'other' : READ.has(product.lang)))
  )
    return { text: main, hint: product.lang };
  for (const l of ['de', 'fr', 'en'] as const) {
    const t = product[`ingredients_text_${l}`];
    if (hasText(t)) return { text: t, lang: l };
  }
  return main ? { text: main, hint: product.lang } : undefined;
}
