import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';
import { intArray } from '#server/db/sql-array.js';
import type { toEngineInput } from '#server/modules/products/index.js';

type ProductRecord = Parameters<typeof toEngineInput>[0];

/** The columns the diet engine reads (toEngineInput reads these and no other). */
export type EngineColumns = Pick<
  ProductRecord,
  | 'id'
  | 'code'
  | 'name_en'
  | 'name_de'
  | 'name_fr'
  | 'name_other'
  | 'ingredients_text_en'
  | 'ingredients_text_de'
  | 'ingredients_text_fr'
  | 'ingredients_text_other'
  | 'allergens_tags'
  | 'traces_tags'
  | 'labels_tags'
  | 'categories_tags'
  | 'nutriments'
>;

export type ShelfScope = { ids: number[] } | { category: number } | { subcategory: number };

const where = (scope: ShelfScope) =>
  'ids' in scope
    ? sql`p.id = any(${intArray(scope.ids)})`
    : 'category' in scope
      ? sql`p.category_id = ${scope.category}`
      : sql`p.subcategory_id = ${scope.subcategory}`;

/** What the engine needs of each product in `scope`, ordered by id (a shelf of ~3,500 at most). */
export function listEngineColumns(db: Db, scope: ShelfScope): Promise<EngineColumns[]> {
  if ('ids' in scope && scope.ids.length === 0) return Promise.resolve([]);
  return queryRows<EngineColumns>(
    db,
    sql`select p.id, p.code, p.name_en, p.name_de, p.name_fr, p.name_other,
          p.ingredients_text_en, p.ingredients_text_de, p.ingredients_text_fr, p.ingredients_text_other,
          p.allergens_tags, p.traces_tags, p.labels_tags, p.categories_tags, p.nutriments
        from products p where ${where(scope)} order by p.id`,
  );
}
