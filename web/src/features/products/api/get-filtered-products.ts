import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { withJudgedFor, type JudgedFor } from '#web/lib/judged-for.ts';
import type { ProductList } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const PAGE_SIZE = 10;

export interface ProductFilter {
  search: string;
  category: number | null;
  subcategory: number | null;
  /** Red products too ("Also show products that don't fit"). */
  includeRed: boolean;
  /** Whose diet colours the list: me, a household person, or everyone (issue 33). */
  judgedFor: JudgedFor;
  /** Green only: "fits everyone" when judged for everyone. */
  onlyGreen?: boolean;
}

/**
 * Products that fit the user's diet (green and yellow; red too with `includeRed`), best fit first,
 * PAGE_SIZE at a time.
 */
export function getFilteredProducts(filter: ProductFilter, offset: number, signal?: AbortSignal) {
  const params = new URLSearchParams({
    limit: String(PAGE_SIZE),
    offset: String(offset),
    diet: filter.onlyGreen ? 'green' : filter.includeRed ? 'green,yellow,red' : 'green,yellow',
  });
  withJudgedFor(params, filter.judgedFor);
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', String(filter.category));
  if (filter.subcategory) params.set('subcategory', String(filter.subcategory));
  return apiRequest<ProductList>(apiUrl(endpoints.listProducts, undefined, params), { signal });
}

export const filteredProductsQuery = (filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: ['products', 'filtered', filter],
    queryFn: ({ pageParam, signal }) => getFilteredProducts(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

export const useFilteredProducts = (filter: ProductFilter) =>
  useInfiniteQuery(filteredProductsQuery(filter));
