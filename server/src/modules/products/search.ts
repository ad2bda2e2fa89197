import type { DietTokenQuery } from '@safeshelf/engine';
import type { DietColor } from '@safeshelf/contract';
import type { Db } from '../../db/client.js';
import { listProducts, type CardRow } from './repository.js';
import { buildSearchQuery, parseSearch } from './search-query.js';

export interface SearchInput {
  search?: string;
  category?: number;
  subcategory?: number;
  limit: number;
  offset: number;
  diet: DietColor[];
}

/**
 * One page of products plus one more row (to know whether there is a next page). With search text
 * the diet exclusion goes into the tsquery too, so one GIN index answers words and diet together.
 */
export async function searchProducts(db: Db, input: SearchInput, q: DietTokenQuery): Promise<CardRow[]> {
  const parsed = parseSearch(input.search);
  const colors = input.diet;
  const excluded = colors.length && !colors.includes('red') ? [...q.red, ...(colors.includes('yellow') ? [] : q.yellow)] : [];
  const query = parsed ? await buildSearchQuery(db, parsed, excluded) : null;
  return listProducts(
    db,
    { tsQuery: query?.tsQuery ?? null, exactQuery: query?.exactQuery ?? null, firstWord: parsed?.words[0] ?? null, category: input.category, subcategory: input.subcategory, colors, limit: input.limit + 1, offset: input.offset },
    q,
  );
}
