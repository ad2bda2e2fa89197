import { sql } from 'drizzle-orm';
import { TOKEN_NO_DATA, type DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import { cardColumns, cardJoins, colourSql, type CardRow } from './repository.js';
import { textArray } from '#server/db/sql-array.js';
import type { AlternativeFacts } from './safer-alternatives.js';

interface Target extends AlternativeFacts {
  id: number;
  category_id: number | null;
  subcategory_id: number | null;
  name_search: string;
  fat: number | null;
  sugars: number | null;
}

export type Candidate = CardRow & AlternativeFacts;

const nutrient = (name: string) => sql`(p.nutriments ->> ${name})::float8`;

/**
 * A product and, best first, `size` candidates to replace it for the caller's diet (never red,
 * never the product itself, never "not enough data" when the product has data; `pickSaferAlternatives`
 * decides the rest): the same subcategory first, then the same category (or, without a category,
 * similar names); green before yellow; within that, the most similar by name (trigrams), brand and
 * fat/sugar content. Null when the product does not exist.
 */
export async function findRecommendationPool(
  db: Db,
  id: number,
  q: DietTokenQuery,
  size: number,
): Promise<{ target: Target; candidates: Candidate[] } | null> {
  const [t] = await queryRows<Target>(
    db,
    sql`select p.id, p.category_id, p.subcategory_id, p.brand, p.name_search, p.name_en, p.name_de,
          p.name_fr, p.name_other, p.diet_tokens,
          ${nutrient('fat')} as fat, ${nutrient('sugars')} as sugars
        from products p where p.id = ${id}`,
  );
  if (!t) return null;
  const colour = colourSql(q);
  const pool = t.category_id
    ? sql`p.category_id = ${t.category_id}`
    : sql`p.name_search % ${t.name_search}`;
  const known = t.diet_tokens.includes(TOKEN_NO_DATA)
    ? sql`true`
    : sql`not (p.diet_tokens && ${textArray([TOKEN_NO_DATA])})`;
  const nutritionGap =
    t.fat !== null && t.sugars !== null
      ? sql`coalesce((abs(${nutrient('fat')} - ${t.fat}) + abs(${nutrient('sugars')} - ${t.sugars})) / 200.0, 0.25)`
      : sql`0`;
  const candidates = await queryRows<Candidate>(
    db,
    sql`select ${cardColumns(q)}, p.diet_tokens from products p ${cardJoins}
        where ${pool} and p.id <> ${t.id} and not (p.diet_tokens && ${textArray(q.red)}) and ${known}
        order by (p.subcategory_id is not distinct from ${t.subcategory_id}) desc,
          (${colour} = 'green') desc,
          similarity(p.name_search, ${t.name_search})
            + case when p.brand = ${t.brand} then 0.15 else 0 end
            - ${nutritionGap}
            + p.completeness * 0.02 desc,
          p.id
        limit ${size}`,
  );
  return { target: t, candidates };
}
