import { sql, type SQL } from 'drizzle-orm';
import type { DietColor } from '@safeshelf/contract';
import type { DietTokenQuery } from '@safeshelf/engine';
import { textArray } from '#server/db/sql-array.js';
import { NO_DATA_TOKEN, isIndexedDietToken } from '#server/modules/catalogue/index.js';
import { tsLexeme } from './search-query.js';

/**
 * How well a product fits the caller's diet, for ordering lists (issue 13): 0 fits (green),
 * 1 caution (yellow), 2 yellow only for want of data ("not enough data"), 3 does not fit (red).
 */
export type Fit = 0 | 1 | 2 | 3;
const FIT_COLOR: Record<Fit, DietColor> = { 0: 'green', 1: 'yellow', 2: 'yellow', 3: 'red' };

/** The fit levels a list of `colors` (empty: all) can hold for this diet, best first. */
export function fitLevels(colors: DietColor[], q: DietTokenQuery): Fit[] {
  const wanted = (fit: Fit) => !colors.length || colors.includes(FIT_COLOR[fit]);
  const possible: Fit[] = [0];
  if (q.yellow.length) possible.push(1, 2);
  if (q.red.length) possible.push(3);
  return possible.filter(wanted);
}

/** Rows of `p` (products) at one fit level. */
export function fitWhere(fit: Fit, q: DietTokenQuery): SQL | null {
  const red = q.red.length ? sql`p.diet_tokens && ${textArray(q.red)}` : sql`false`;
  const yellow = q.yellow.length ? sql`p.diet_tokens && ${textArray(q.yellow)}` : sql`false`;
  const noData = sql`p.diet_tokens @> ${textArray([NO_DATA_TOKEN])}`;
  if (fit === 3) return red;
  if (fit === 0)
    return q.red.length || q.yellow.length ? sql`not (${red}) and not (${yellow})` : null;
  return sql`not (${red}) and ${yellow} and ${fit === 2 ? noData : sql`not (${noData})`}`;
}

const anyLexeme = (tokens: string[]) => tokens.map((t) => tsLexeme(`#${t}`)).join(' | ');

/**
 * The fit of a search candidate `c` (a product_search row). When every token of the diet is in
 * the search document (no custom intolerance), the document answers; otherwise `p` (products,
 * joined by the caller when `needsProducts`) does.
 */
export function candidateFit(q: DietTokenQuery): { fit: SQL; needsProducts: boolean } {
  if (!q.red.length && !q.yellow.length) return { fit: sql`0`, needsProducts: false };
  if (![...q.red, ...q.yellow].every(isIndexedDietToken)) {
    const level = (fit: Fit) => fitWhere(fit, q) ?? sql`true`;
    return {
      fit: sql`case when ${level(3)} then 3 when ${level(2)} then 2 when ${level(1)} then 1 else 0 end`,
      needsProducts: true,
    };
  }
  const has = (tokens: string[]) =>
    tokens.length ? sql`c.search_doc @@ ${anyLexeme(tokens)}::tsquery` : sql`false`;
  return {
    fit: sql`case when ${has(q.red)} then 3 when ${has(q.yellow)} then
      case when ${has([NO_DATA_TOKEN])} then 2 else 1 end else 0 end`,
    needsProducts: false,
  };
}
