import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { keptProductPage, orKept, type KeptProductPage } from '#web/lib/offline/kept.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import type { ProductPage } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

/**
 * The whole product page in one request: product, details, diet check and alternatives. Without
 * signal: the copy this phone keeps (a favourite, a viewed product, a kept shelf; issue 32).
 */
export const getProductPage = (id: string) =>
  orKept(
    (): Promise<ProductPage | KeptProductPage> =>
      apiRequest<ProductPage>(apiUrl(endpoints.getProductPage, { id })),
    () => keptProductPage(Number(id)),
  );

// The diet check's reasons come rendered in the request language, so the language is part of the
// key; while the page loads in a newly chosen language the one shown stays (open tabs stay open).
export const productPageQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id, 'page', currentLanguage()],
    queryFn: () => getProductPage(id),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });

export const useProductPage = (id: string) => useQuery(productPageQuery(id));
