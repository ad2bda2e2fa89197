import { sql, type SQL } from 'drizzle-orm';
import type { DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import type { DietColor } from '@safeshelf/contract';
import type { ProductRow } from '../catalogue/product-row.js';
import { intArray, textArray } from '#server/db/sql-array.js';

/** The columns a product card needs, with its colour for the caller's diet computed in SQL. */
export interface CardRow {
  id: number;
  code: string;
  name_en: string | null;
  name_de: string | null;
  name_fr: string | null;
  name_other: string | null;
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
}

export const colourSql = (q: DietTokenQuery) =>
  sql`case when p.diet_tokens && ${textArray(q.red)} then 'red' when p.diet_tokens && ${textArray(q.yellow)} then 'yellow' else 'green' end`;

export const cardColumns = (
  q: DietTokenQuery,
) => sql`p.id, p.code, p.name_en, p.name_de, p.name_fr, p.name_other,
  p.generic_name, p.quantity, p.image_url, p.price::text as price, p.brand, p.grocery_store, p.product_url,
  c.id as category_id, c.name_en as category_en, c.name_de as category_de, c.name_fr as category_fr,
  s.id as subcategory_id, s.name_en as subcategory_en, s.name_de as subcategory_de, s.name_fr as subcategory_fr,
  ${colourSql(q)} as diet_color`;

export const cardJoins = sql`left join categories c on c.id = p.category_id left join subcategories s on s.id = p.subcategory_id`;

/** Keeps only the requested colours; `not (tokens && red)` is what lets indexes help. */
export function dietFilterSql(colors: DietColor[], q: DietTokenQuery): SQL | null {
  const wanted = new Set(colors);
  if (!wanted.size || wanted.size === 3) return null;
  const notRed = q.red.length ? sql`not (p.diet_tokens && ${textArray(q.red)})` : null;
  const notYellow = q.yellow.length ? sql`not (p.diet_tokens && ${textArray(q.yellow)})` : null;
  const all = (...parts: (SQL | null)[]) => {
    const present = parts.filter((x): x is SQL => x !== null);
    return present.length ? sql.join(present, sql` and `) : null;
  };
  if (!wanted.has('red') && !wanted.has('yellow')) return all(notRed, notYellow);
  if (!wanted.has('red') && !wanted.has('green')) {
    return q.yellow.length ? all(notRed, sql`p.diet_tokens && ${textArray(q.yellow)}`) : sql`false`;
  }
  if (!wanted.has('red')) return notRed;
  return sql`${colourSql(q)} in (${sql.join(
    [...wanted].map((c) => sql`${c}`),
    sql`, `,
  )})`;
}

/**
 * Product completeness runs 0–6 (catalogue/product-row.ts); search reads the most complete matches
 * first, level group by level group. Only the small top group is sorted; within the others any
 * matches will do (they are ranked next), so a common word's other matches are never read.
 */
const COMPLETENESS_GROUPS = [[6, 5], [4], [3], [2], [1, 0]];
/** The expression of the GIN index product_search_doc_idx (migration 0103): words, diet tokens, '~c', '~k', '~s' lexemes. */
const INDEXED_DOC =
  sql.raw(`(ps.search_doc || array_to_tsvector(array['~c' || ps.completeness::text,
  '~k' || coalesce(ps.category_id, 0)::text, '~s' || coalesce(ps.subcategory_id, 0)::text]))`);

export interface ListFilter {
  tsQuery: string | null;
  /** Set when typo alternatives were added: exact matches rank first. */
  exactQuery: string | null;
  /** How many matches (most complete first) are ranked; bounds the cost of very common words. */
  rankWindow: number;
  firstWord: string | null;
  category?: number;
  subcategory?: number;
  colors: DietColor[];
  limit: number;
  offset: number;
}

/**
 * A page of products: search matches best first, otherwise the most complete products first.
 * Ranking a word that half the catalogue contains would sort hundreds of thousands of rows, so
 * only the `rankWindow` most complete matches are ranked (in whole windows, so that pages agree).
 * `q` colours the rows; `filter` (default `q`) is what the colour filter still has to check row by
 * row (the search passes only the tokens its tsquery does not already exclude).
 */
export async function listProducts(
  db: Db,
  f: ListFilter,
  q: DietTokenQuery,
  filter: DietTokenQuery = q,
): Promise<CardRow[]> {
  const diet = dietFilterSql(f.colors, filter);
  const where = (): SQL => {
    const parts: SQL[] = [];
    if (f.category) parts.push(sql`p.category_id = ${f.category}`);
    if (f.subcategory) parts.push(sql`p.subcategory_id = ${f.subcategory}`);
    if (diet) parts.push(diet);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  if (!f.tsQuery) {
    return queryRows<CardRow>(
      db,
      sql`select ${cardColumns(q)} from products p ${cardJoins} ${where()}
          order by p.completeness desc, p.id limit ${f.limit} offset ${f.offset}`,
    );
  }
  const window = Math.ceil((f.offset + f.limit) / f.rankWindow) * f.rankWindow;
  const exact = f.exactQuery
    ? sql`case when c.search_doc @@ ${f.exactQuery}::tsquery then 1 else 0 end`
    : sql`0`;
  // One completeness group after the other, each answered by the GIN index alone (words, diet
  // tokens, completeness, category); the outer limit stops before later groups are looked at.
  // The diet filter reads products.diet_tokens (custom-intolerance tokens): joined only when needed.
  const scope = [
    f.category ? ` & '~k${f.category}'` : '',
    f.subcategory ? ` & '~s${f.subcategory}'` : '',
  ].join('');
  const group = (
    levels: number[],
  ) => sql`(select ps.id, ps.search_doc, ps.name_search, ps.completeness from product_search ps
    ${diet ? sql`join products p on p.id = ps.id` : sql``}
    where ${INDEXED_DOC} @@ ${`(${f.tsQuery}) & (${levels.map((n) => `'~c${n}'`).join(' | ')})${scope}`}::tsquery
    ${diet ? sql`and ${diet}` : sql``} ${levels.length > 1 ? sql`order by ps.completeness desc, ps.id` : sql``} limit ${window})`;
  return queryRows<CardRow>(
    db,
    sql`with candidates as (
          select * from (${sql.join(COMPLETENESS_GROUPS.map(group), sql` union all `)}) l limit ${window}
        ),
        ranked as (
          select c.id, ts_rank(c.search_doc, ${f.tsQuery}::tsquery) + ${exact}
            + case when c.name_search like ${`${f.firstWord ?? ''}%`} then 0.3 else 0 end + c.completeness * 0.02 as rank
          from candidates c order by rank desc, c.id limit ${f.limit} offset ${f.offset}
        )
        select ${cardColumns(q)} from ranked r join products p on p.id = r.id ${cardJoins}
        order by r.rank desc, r.id`,
  );
}

export async function listCardsByIds(db: Db, ids: number[], q: DietTokenQuery): Promise<CardRow[]> {
  if (!ids.length) return [];
  return queryRows<CardRow>(
    db,
    sql`select ${cardColumns(q)} from products p ${cardJoins} where p.id = any(${intArray(ids)})`,
  );
}

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
): Promise<ProductRecord | undefined> {
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

/** Every word of the catalogue's search documents (typo tolerance, search-words.ts). */
export async function listSearchWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, sql`select word from search_words`);
  return rows.map((r) => r.word);
}
