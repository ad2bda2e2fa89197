import { sql, type SQL } from 'drizzle-orm';
import type { DietColor } from '@safeshelf/contract';
import type { DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import { textArray } from '#server/db/sql-array.js';
import { candidateFit, fitLevels, fitWhere } from './fit-repository.js';
import { cardColumns, cardJoins, colourSql, type CardRow } from './repository.js';

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
export const INDEXED_DOC =
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
 * A page of products, best fit for the diet `q` first; within a fit, search matches best first,
 * otherwise the most complete products first.
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
  const scopeWhere = (...extra: (SQL | null)[]): SQL => {
    const parts: SQL[] = [];
    if (f.category) parts.push(sql`p.category_id = ${f.category}`);
    if (f.subcategory) parts.push(sql`p.subcategory_id = ${f.subcategory}`);
    for (const part of extra) if (part) parts.push(part);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  if (!f.tsQuery) {
    // Best fit first: one most-complete-first listing per fit level, one after the other; the
    // outer limit stops before a later level is read (as the completeness groups below do).
    const levels = fitLevels(f.colors, q);
    const level = (where: SQL) =>
      sql`(select ${cardColumns(q)} from products p ${cardJoins} ${where}
          order by p.completeness desc, p.id limit ${f.offset + f.limit})`;
    const parts = levels.map((fit) => level(scopeWhere(fitWhere(fit, q), diet)));
    return queryRows<CardRow>(
      db,
      sql`select * from (${sql.join(parts, sql` union all `)}) l limit ${f.limit} offset ${f.offset}`,
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
  // Best fit first (green, caution, not enough data, red), then relevance.
  const fit = candidateFit(q);
  return queryRows<CardRow>(
    db,
    sql`with candidates as (
          select * from (${sql.join(COMPLETENESS_GROUPS.map(group), sql` union all `)}) l limit ${window}
        ),
        ranked as (
          select c.id, ${fit.fit} as fit, ts_rank(c.search_doc, ${f.tsQuery}::tsquery) + ${exact}
            + case when c.name_search like ${`${f.firstWord ?? ''}%`} then 0.3 else 0 end + c.completeness * 0.02 as rank
          from candidates c ${fit.needsProducts ? sql`join products p on p.id = c.id` : sql``}
          order by fit, rank desc, c.id limit ${f.limit} offset ${f.offset}
        )
        select ${cardColumns(q)} from ranked r join products p on p.id = r.id ${cardJoins}
        order by r.fit, r.rank desc, r.id`,
  );
}
