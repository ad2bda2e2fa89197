import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ProductDetails } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getProductDetails = (id: string) =>
  apiRequest<ProductDetails>(apiUrl(endpoints.getProductDetails, { id }));

export const productDetailsQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id, 'details'], queryFn: () => getProductDetails(id) });

export const useProductDetails = (id: string) => useQuery(productDetailsQuery(id));
