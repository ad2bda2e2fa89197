import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ProductSummary } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getRecommended = (id: string) =>
  apiRequest<ProductSummary[]>(apiUrl(endpoints.listRecommended, { id }));

export const recommendedQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id, 'recommended'], queryFn: () => getRecommended(id) });

export const useRecommended = (id: string) => useQuery(recommendedQuery(id));
