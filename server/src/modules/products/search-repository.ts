import { sql, type SQL } from 'drizzle-orm';
import type { DietColor } from '@safeshelf/contract';
import type { DietTokenQuery } from '@safeshelf/engine';
import { queryRows, type Db } from '#server/db/client.js';
import { textArray } from '#server/db/sql-array.js';
import { fitLevels, fitWhere } from './fit-repository.js';
import type { SearchQuery } from './search-query.js';
import { listSearchMatches, type RankedRow } from './ranked-search-repository.js';
import { cardColumns, cardJoins, colourSql } from './repository.js';

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

export interface ListFilter {
  /** The search, with the indexed diet tokens to avoid (` & !'#…'`); null when browsing. */
  search: { query: SearchQuery; avoid: string } | null;
  /** How many matches (most relevant, most complete first) are ranked; bounds the cost of common words. */
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
): Promise<RankedRow[]> {
  const diet = dietFilterSql(f.colors, filter);
  const scopeWhere = (...extra: (SQL | null)[]): SQL => {
    const parts: SQL[] = [];
    if (f.category) parts.push(sql`p.category_id = ${f.category}`);
    if (f.subcategory) parts.push(sql`p.subcategory_id = ${f.subcategory}`);
    for (const part of extra) if (part) parts.push(part);
    return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  };
  if (!f.search) {
    // Best fit first: one most-complete-first listing per fit level, one after the other; the
    // outer limit stops before a later level is read (as the completeness groups below do).
    const levels = fitLevels(f.colors, q);
    const level = (where: SQL) =>
      sql`(select ${cardColumns(q)} from products p ${cardJoins} ${where}
          order by p.completeness desc, p.id limit ${f.offset + f.limit})`;
    const parts = levels.map((fit) => level(scopeWhere(fitWhere(fit, q), diet)));
    return queryRows<RankedRow>(
      db,
      sql`select *, 0 as tier from (${sql.join(parts, sql` union all `)}) l limit ${f.limit} offset ${f.offset}`,
    );
  }
  return listSearchMatches(db, { ...f, search: f.search }, q, diet);
}
