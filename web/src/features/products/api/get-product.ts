import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Product } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { withJudgedFor, type JudgedFor } from '#web/lib/judged-for.ts';

export const getProduct = (id: string, judgedFor: JudgedFor = 'me') =>
  apiRequest<Product>(
    apiUrl(endpoints.getProduct, { id }, withJudgedFor(new URLSearchParams(), judgedFor)),
  );

export const productQuery = (id: string, judgedFor: JudgedFor = 'me') =>
  queryOptions({
    queryKey: ['products', id, judgedFor],
    queryFn: () => getProduct(id, judgedFor),
  });

export const useProduct = (id: string, judgedFor: JudgedFor = 'me') =>
  useQuery(productQuery(id, judgedFor));
