import { NUTRIENT_KEYS } from '@safeshelf/engine';
import { guessLang } from './detect-lang.js';
import {
  clean,
  cleanBarcode,
  cleanNutriments,
  isSwissBarcode,
  type LangTexts,
  type ParsedRow,
} from './source-record.js';

const list = (v: unknown): string[] | undefined => {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  const out = items.map((x) => clean(x)).filter((x): x is string => !!x);
  return out.length ? out : undefined;
};

/** A text without a known language goes to the language it looks like, else to `other`. */
function placeByLanguage(texts: LangTexts, text: string | undefined): void {
  if (!text) return;
  const lang = guessLang(text) ?? 'other';
  texts[lang] ??= text;
}

/**
 * An Open Food Facts product (JSON document, or a CSV row as a field map) in our record shape.
 * `doc.nutriments_100g` (the merged extract) or flat `<nutrient>_100g` fields (OFF CSV) are both read.
 */
export function parseOffDocument(doc: Record<string, unknown>, line: number): ParsedRow {
  const code = cleanBarcode(doc.code);
  if (!code)
    return {
      ok: false,
      line,
      reason: doc.code ? `invalid barcode "${String(doc.code).slice(0, 20)}"` : 'missing barcode',
    };
  const names: LangTexts = {
    en: clean(doc.product_name_en),
    de: clean(doc.product_name_de),
    fr: clean(doc.product_name_fr),
    it: clean(doc.product_name_it),
  };
  placeByLanguage(names, clean(doc.product_name));
  if (!names.en && !names.de && !names.fr && !names.it && !names.other)
    return { ok: false, line, reason: 'no product name' };
  const ingredients: LangTexts = {
    en: clean(doc.ingredients_text_en),
    de: clean(doc.ingredients_text_de),
    fr: clean(doc.ingredients_text_fr),
    it: clean(doc.ingredients_text_it),
  };
  placeByLanguage(ingredients, clean(doc.ingredients_text));
  const rawNutrients: Record<string, unknown> = {};
  const nested = (doc.nutriments_100g ?? {}) as Record<string, unknown>;
  for (const n of NUTRIENT_KEYS) rawNutrients[n] = nested[n] ?? doc[`${n}_100g`];
  const { values, dropped } = cleanNutriments(rawNutrients);
  const countries = list(doc.countries_tags);
  return {
    ok: true,
    line,
    dropped,
    record: {
      code,
      kind: 'off',
      names,
      generic_name: clean(doc.generic_name),
      brand: list(doc.brands)?.[0],
      quantity: clean(doc.quantity),
      stores: list(doc.stores),
      countries,
      origins: clean(doc.origins),
      image_url: clean(doc.image_url),
      categories_tags: list(doc.categories_tags),
      labels_tags: list(doc.labels_tags),
      allergens_tags: list(doc.allergens_tags),
      traces_tags: list(doc.traces_tags),
      ingredients_text: ingredients,
      nutriments: Object.keys(values).length ? values : undefined,
      swiss: isSwissBarcode(code) || (countries ?? []).includes('en:switzerland'),
    },
  };
}
