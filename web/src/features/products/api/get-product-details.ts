import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProductDetails } from '../types';

export const getProductDetails = (id: string) =>
  apiRequest<ProductDetails>(`/api/product/${encodeURIComponent(id)}/details/`);

export const productDetailsQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id, 'details'], queryFn: () => getProductDetails(id) });

export const useProductDetails = (id: string) => useQuery(productDetailsQuery(id));
