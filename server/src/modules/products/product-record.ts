import { sql } from 'drizzle-orm';
import type { DietTokenQuery, ProductInput } from '@safeshelf/engine';
import type { Product, ProductDetails } from '@safeshelf/contract';
import { queryRows, type Db } from '../../db/client.js';
import { cardColumns, cardJoins, type CardRow } from './repository.js';
import { presentCard } from './presenters.js';
import { toProductInput, type ProductRow } from '../catalogue/product-row.js';

/** Everything stored about one product (the card columns plus the full data). */
export type ProductRecord = CardRow &
  Pick<
    ProductRow,
    | 'stores'
    | 'countries'
    | 'origins'
    | 'labels_tags'
    | 'allergens_tags'
    | 'traces_tags'
    | 'categories_tags'
    | 'ingredients_text_en'
    | 'ingredients_text_de'
    | 'ingredients_text_fr'
    | 'ingredients_text_other'
    | 'nutriments'
    | 'sources'
    | 'licences'
  >;

export async function findProductRecord(
  db: Db,
  by: { id: number } | { code: string },
  q: DietTokenQuery,
) {
  const where = 'id' in by ? sql`p.id = ${by.id}` : sql`p.code = ${by.code}`;
  const [row] = await queryRows<ProductRecord>(
    db,
    sql`select ${cardColumns(q)}, p.stores, p.countries, p.origins, p.labels_tags, p.allergens_tags, p.traces_tags,
          p.categories_tags, p.ingredients_text_en, p.ingredients_text_de, p.ingredients_text_fr, p.ingredients_text_other,
          p.nutriments, p.sources, p.licences
        from products p ${cardJoins} where ${where}`,
  );
  return row;
}

const tagName = (tag: string) => tag.replace(/^[a-z]{2}:/, '').replace(/-/g, ' ');

export function presentProduct(r: ProductRecord): Product {
  return {
    ...presentCard(r),
    quantity: r.quantity,
    stores: r.stores,
    countries: r.countries.map(tagName),
    labels: r.labels_tags.map(tagName),
    sources: r.sources.map((name, i) => ({ name, licence: r.licences[i] ?? '' })),
  };
}

const UNITS: Record<string, string> = { 'energy-kj': 'kJ', 'energy-kcal': 'kcal' };

export function presentDetails(r: ProductRecord, ingredients: string[]): ProductDetails {
  const nutrition: ProductDetails['nutrition'] = {};
  for (const [name, value] of Object.entries(r.nutriments))
    nutrition[name] = { value, unit: UNITS[name] ?? 'g' };
  return {
    id: r.id,
    ingredients,
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

const u = (v: string | null) => v ?? undefined;

/** The product as the diet engine reads it: the same input the import computed its flags from. */
export function toEngineInput(r: ProductRecord): ProductInput {
  return toProductInput({
    code: r.code,
    names: { en: u(r.name_en), de: u(r.name_de), fr: u(r.name_fr), other: u(r.name_other) },
    ingredients_text: {
      en: u(r.ingredients_text_en),
      de: u(r.ingredients_text_de),
      fr: u(r.ingredients_text_fr),
      other: u(r.ingredients_text_other),
    },
    allergens_tags: r.allergens_tags,
    traces_tags: r.traces_tags,
    labels_tags: r.labels_tags,
    categories_tags: r.categories_tags,
    nutriments: r.nutriments,
  });
}
