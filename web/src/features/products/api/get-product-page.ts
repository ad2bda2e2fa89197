import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { keptProductPage, orKept, type KeptProductPage } from '#web/lib/offline/kept.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import type { ProductPage } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { withJudgedFor, type JudgedFor } from '#web/lib/judged-for.ts';

/**
 * The whole product page in one request: product, details, diet check and alternatives, judged
 * for me, a household person or everyone. Without signal: the copy this phone keeps (a favourite,
 * a viewed product, a kept shelf; issue 32), which is judged for the user, so only for `me`.
 */
export const getProductPage = (id: string, judgedFor: JudgedFor = 'me') =>
  orKept(
    (): Promise<ProductPage | KeptProductPage> =>
      apiRequest<ProductPage>(
        apiUrl(endpoints.getProductPage, { id }, withJudgedFor(new URLSearchParams(), judgedFor)),
      ),
    async () => (judgedFor === 'me' ? keptProductPage(Number(id)) : undefined),
  );

// The diet check's reasons come rendered in the request language, so the language is part of the
// key; while the page loads in a newly chosen language the one shown stays (open tabs stay open).
export const productPageQuery = (id: string, judgedFor: JudgedFor = 'me') =>
  queryOptions({
    queryKey: ['products', id, 'page', currentLanguage(), judgedFor],
    queryFn: () => getProductPage(id, judgedFor),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });

export const useProductPage = (id: string, judgedFor: JudgedFor = 'me') =>
  useQuery(productPageQuery(id, judgedFor));
