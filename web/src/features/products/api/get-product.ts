import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Product } from '../types';

export const getProduct = (id: string) =>
  apiRequest<Product>(`/api/products/${encodeURIComponent(id)}/`);

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));
