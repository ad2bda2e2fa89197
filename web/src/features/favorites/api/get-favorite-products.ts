import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FavoriteProduct } from '../types';

export const getFavoriteProducts = () => apiRequest<FavoriteProduct[]>('/api/favorites/products/');

export const favoriteProductsQuery = () =>
  queryOptions({ queryKey: ['favorites', 'products'], queryFn: getFavoriteProducts });

export const useFavoriteProducts = () => useQuery(favoriteProductsQuery());
