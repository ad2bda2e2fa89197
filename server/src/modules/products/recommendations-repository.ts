import { sql } from 'drizzle-orm';
import type { DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '../../db/client.js';
import { cardColumns, cardJoins, colourSql, type CardRow } from './repository.js';
import { textArray } from '../../db/sql-array.js';

interface Target {
  id: number;
  category_id: number | null;
  subcategory_id: number | null;
  brand: string | null;
  name_search: string;
  fat: number | null;
  sugars: number | null;
}

const nutrient = (name: string) => sql`(p.nutriments ->> ${name})::float8`;

/**
 * Alternatives that fit the caller's diet (never red, green before yellow, never the product
 * itself): the same subcategory first, then the same category (or, without a category, similar
 * names); within that, the most similar by name (trigrams), brand and fat/sugar content.
 * Null when the product does not exist.
 */
export async function listRecommended(
  db: Db,
  id: number,
  q: DietTokenQuery,
  limit: number,
): Promise<CardRow[] | null> {
  const [t] = await queryRows<Target>(
    db,
    sql`select p.id, p.category_id, p.subcategory_id, p.brand, p.name_search, ${nutrient('fat')} as fat, ${nutrient('sugars')} as sugars
        from products p where p.id = ${id}`,
  );
  if (!t) return null;
  const colour = colourSql(q);
  const pool = t.category_id
    ? sql`p.category_id = ${t.category_id}`
    : sql`p.name_search % ${t.name_search}`;
  const nutritionGap =
    t.fat !== null && t.sugars !== null
      ? sql`coalesce((abs(${nutrient('fat')} - ${t.fat}) + abs(${nutrient('sugars')} - ${t.sugars})) / 200.0, 0.25)`
      : sql`0`;
  return queryRows<CardRow>(
    db,
    sql`select ${cardColumns(q)} from products p ${cardJoins}
        where ${pool} and p.id <> ${t.id} and not (p.diet_tokens && ${textArray(q.red)})
        order by (p.subcategory_id is not distinct from ${t.subcategory_id}) desc,
          (${colour} = 'green') desc,
          similarity(p.name_search, ${t.name_search})
            + case when p.brand = ${t.brand} then 0.15 else 0 end
            - ${nutritionGap}
            + p.completeness * 0.02 desc,
          p.id
        limit ${limit}`,
  );
}
