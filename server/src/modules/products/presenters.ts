import type { Intolerance } from '@safeshelf/engine';
import { factsForDiet } from '#server/modules/catalogue/index.js';
import type { Product, ProductCard, ProductDetails } from '@safeshelf/contract';
import type { CardRow, ProductRecord } from './repository.js';

type Names = Pick<
  CardRow,
  | 'name_en'
  | 'name_de'
  | 'name_fr'
  | 'name_other'
  | 'title_en'
  | 'title_de'
  | 'title_fr'
  | 'title_other'
>;

/**
 * A name in every language, as a shopper reads it (the import's readable title where it differs
 * from the source name): the product's own, else the unknown-language name, else another language.
 */
export function localisedNames(p: Names) {
  const en = p.title_en ?? p.name_en;
  const de = p.title_de ?? p.name_de;
  const fr = p.title_fr ?? p.name_fr;
  const other = p.title_other ?? p.name_other;
  const any = en ?? de ?? fr ?? other ?? '';
  return {
    name_en: en ?? other ?? de ?? fr ?? any,
    name_de: de ?? other ?? en ?? fr ?? any,
    name_fr: fr ?? other ?? en ?? de ?? any,
  };
}

const ref = (id: number | null, en: string | null, de: string | null, fr: string | null) =>
  id === null ? null : { id, name_en: en ?? '', name_de: de ?? '', name_fr: fr ?? '' };

/**
 * A product card; `intolerances` (the caller's diet) choose which of the product's fit facts the
 * card names, and only when the product fits.
 */
export function presentCard(row: CardRow, intolerances: readonly Intolerance[] = []): ProductCard {
  return {
    id: row.id,
    barcode: row.code,
    ...localisedNames(row),
    description: row.generic_name ?? row.quantity ?? null,
    image: row.image_url,
    price: row.price === null ? null : Number(row.price),
    diet_color: row.diet_color,
    why: row.diet_color === 'green' ? factsForDiet(row.fit_facts, intolerances) : [],
    brand: row.brand ? { name: row.brand } : null,
    range: row.range_name,
    quantity: row.quantity,
    category: ref(row.category_id, row.category_en, row.category_de, row.category_fr),
    subcategory: ref(
      row.subcategory_id,
      row.subcategory_en,
      row.subcategory_de,
      row.subcategory_fr,
    ),
    grocery_store: row.grocery_store ? { name: row.grocery_store } : null,
    product_url: row.product_url,
  };
}

const tagName = (tag: string) => tag.replace(/^[a-z]{2}:/, '').replace(/-/g, ' ');

export function presentProduct(
  r: ProductRecord,
  intolerances: readonly Intolerance[] = [],
): Product {
  return {
    ...presentCard(r, intolerances),
    stores: r.stores,
    countries: r.countries.map(tagName),
    labels: r.labels_tags.map(tagName),
    sources: r.sources.map((name, i) => ({ name, licence: r.licences[i] ?? '' })),
  };
}

const UNITS: Record<string, string> = { 'energy-kj': 'kJ', 'energy-kcal': 'kcal' };

/** The details tab: the ingredient list as parsed at import, allergens, traces, nutrition. */
export function presentDetails(r: ProductRecord): ProductDetails {
  const nutrition: ProductDetails['nutrition'] = {};
  for (const [name, value] of Object.entries(r.nutriments))
    nutrition[name] = { value, unit: UNITS[name] ?? 'g' };
  return {
    id: r.id,
    ingredients: r.ingredients,
    ingredients_text: {
      en: r.ingredients_text_en,
      de: r.ingredients_text_de,
      fr: r.ingredients_text_fr,
      other: r.ingredients_text_other,
    },
    allergens: r.allergens_tags.map(tagName),
    traces: r.traces_tags.map(tagName),
    nutrition,
    description: r.generic_name,
    production_country: r.origins ? { name_en: r.origins } : null,
  };
}
