import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Product } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getProduct = (id: string) => apiRequest<Product>(apiUrl(endpoints.getProduct, { id }));

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQuery(id));
