import { sql } from 'drizzle-orm';
import type { DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import type { DietColor } from '@safeshelf/contract';
import type { ProductRow } from '#server/modules/catalogue/index.js';
import { intArray, textArray } from '#server/db/sql-array.js';

/** The columns a product card needs, with its colour for the caller's diet computed in SQL. */
export interface CardRow {
  id: number;
  code: string;
  name_en: string | null;
  name_de: string | null;
  name_fr: string | null;
  name_other: string | null;
  title_en: string | null;
  title_de: string | null;
  title_fr: string | null;
  title_other: string | null;
  range_name: string | null;
  generic_name: string | null;
  quantity: string | null;
  image_url: string | null;
  price: string | null;
  brand: string | null;
  grocery_store: string | null;
  product_url: string | null;
  category_id: number | null;
  category_en: string | null;
  category_de: string | null;
  category_fr: string | null;
  subcategory_id: number | null;
  subcategory_en: string | null;
  subcategory_de: string | null;
  subcategory_fr: string | null;
  diet_color: DietColor;
  /** Why it fits a diet (catalogue/fit-facts.ts). */
  fit_facts: string[];
}

export const colourSql = (q: DietTokenQuery) =>
  sql`case when p.diet_tokens && ${textArray(q.red)} then 'red' when p.diet_tokens && ${textArray(q.yellow)} then 'yellow' else 'green' end`;

export const cardColumns = (
  q: DietTokenQuery,
) => sql`p.id, p.code, p.name_en, p.name_de, p.name_fr, p.name_other,
  p.title_en, p.title_de, p.title_fr, p.title_other, p.range_name, p.generic_name, p.quantity, p.image_url, p.price::text as price, p.brand, p.grocery_store, p.product_url,
  c.id as category_id, c.name_en as category_en, c.name_de as category_de, c.name_fr as category_fr,
  s.id as subcategory_id, s.name_en as subcategory_en, s.name_de as subcategory_de, s.name_fr as subcategory_fr,
  p.fit_facts, ${colourSql(q)} as diet_color`;

export const cardJoins = sql`left join categories c on c.id = p.category_id left join subcategories s on s.id = p.subcategory_id`;

export async function listCardsByIds(db: Db, ids: number[], q: DietTokenQuery): Promise<CardRow[]> {
  if (!ids.length) return [];
  return queryRows<CardRow>(
    db,
    sql`select ${cardColumns(q)} from products p ${cardJoins} where p.id = any(${intArray(ids)})`,
  );
}

/** The product with this barcode (as stored: 12-digit codes padded to 13), as a list of at most one. */
export const listCardsByCode = (db: Db, code: string, q: DietTokenQuery): Promise<CardRow[]> =>
  queryRows<CardRow>(
    db,
    sql`select ${cardColumns(q)} from products p ${cardJoins} where p.code = ${code}`,
  );

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
    | 'name_it'
    | 'ingredients_text_it'
    | 'ingredients'
    | 'nutriments'
    | 'diet_tokens'
    | 'name_search'
    | 'sources'
    | 'licences'
  >;

export async function findProductRecord(
  db: Db,
  by: { id: number } | { code: string },
  q: DietTokenQuery,
): Promise<ProductRecord | undefined> {
  const where = 'id' in by ? sql`p.id = ${by.id}` : sql`p.code = ${by.code}`;
  const [row] = await queryRows<ProductRecord>(
    db,
    sql`select ${cardColumns(q)}, p.stores, p.countries, p.origins, p.labels_tags, p.allergens_tags, p.traces_tags,
          p.categories_tags, p.ingredients_text_en, p.ingredients_text_de, p.ingredients_text_fr, p.ingredients_text_other,
          p.name_it, p.ingredients_text_it, p.ingredients, p.nutriments, p.sources, p.licences, p.diet_tokens, p.name_search
        from products p ${cardJoins} where ${where}`,
  );
  return row;
}

/** Every word of the catalogue's search documents (typo tolerance, search-words.ts). */
export async function listSearchWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, sql`select word from search_words`);
  return rows.map((r) => r.word);
}
