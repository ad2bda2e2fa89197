import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { FavoriteProduct } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getFavoriteProducts = () =>
  apiRequest<FavoriteProduct[]>(apiUrl(endpoints.listFavoriteProducts));

export const favoriteProductsQuery = () =>
  queryOptions({ queryKey: ['favorites', 'products'], queryFn: getFavoriteProducts });

export const useFavoriteProducts = () => useQuery(favoriteProductsQuery());
