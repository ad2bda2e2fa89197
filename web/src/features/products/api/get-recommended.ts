import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProductSummary } from '../types';

export const getRecommended = (id: string) =>
  apiRequest<ProductSummary[]>(`/api/product/recommended/${encodeURIComponent(id)}/`);

export const recommendedQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id, 'recommended'], queryFn: () => getRecommended(id) });

export const useRecommended = (id: string) => useQuery(recommendedQuery(id));
