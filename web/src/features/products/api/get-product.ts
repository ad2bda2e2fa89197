import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Product } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { asCard, keptProduct, orKept } from '#web/lib/offline/kept.ts';

// Without signal: the copy this phone keeps (a favourite, a viewed product, a kept shelf; issue 32).
export const getProduct = (id: string) =>
  orKept(
    () => apiRequest<Product>(apiUrl(endpoints.getProduct, { id })),
    async () => {
      const kept = await keptProduct(Number(id));
      return kept && asCard(kept);
    },
  );

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));
