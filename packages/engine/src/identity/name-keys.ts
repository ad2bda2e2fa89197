// A product's names, in every language it has, cleaned for reading its identity: quantities,
// absences ("ohne Milch") and places after "from" taken out.
import type { ProductInput, ReadLang } from '../types';
import { normalizeName } from '../text/normalize';

/** Quantities, shares, counts and years: "500 g", "6 x 33 cl", "(1 l)", "45%", "2016". */
const QUANTITY =
  /\(?\b\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*)?(?:kg|g|gr|grs|gramm|mg|ml|cl|dl|l|lt|ltr|liter|litre|litres|st|stk|stück|pcs|pce|pièces?|portions?|tranches|scheiben|%)?(?![\p{L}])\)?/giu;
/** What a name says is absent ("ohne Milch", "sans gluten", "lactose free"): not the food. */
const ABSENT =
  /\b(?:ohne|sans|senza|without|no|free\s+from|frei\s+von|exempte?\s+de|privo\s+di)\s+\p{L}+(?:\s+(?:et|und|and|e|ni|né|&)\s+\p{L}+)?|\b\p{L}+(?:\s*-\s*|\s+)(?:frei|free)\b/giu;

const NAME_FIELDS = [
  ['product_name_de', 'de'],
  ['product_name_fr', 'fr'],
  ['product_name_it', 'it'],
  ['product_name_en', 'en'],
  ['product_name', undefined],
] as const;

/** A product's names, each once, cleaned for reading: quantities, absences and places out. */
export function* keysOf(
  product: ProductInput,
  placeAfterFrom: RegExp,
): Generator<{ name: string; key: string; lang: ReadLang | undefined }> {
  const seen = new Set<string>();
  for (const [field, lang] of NAME_FIELDS) {
    const raw = product[field];
    if (typeof raw !== 'string' || seen.has(raw)) continue;
    seen.add(raw);
    const key = normalizeName(raw.replace(QUANTITY, ' ').replace(ABSENT, ' '))
      .replace(placeAfterFrom, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[a-z]{3}/.test(key)) yield { name: raw.trim(), key, lang };
  }
}
