import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { keptFavoriteProducts, orKept } from '#web/lib/offline/kept.ts';
import type { FavoriteProduct } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

// Without signal: the favourites this phone keeps, with their verdicts (issue 32).
export const getFavoriteProducts = () =>
  orKept(
    () => apiRequest<FavoriteProduct[]>(apiUrl(endpoints.listFavoriteProducts)),
    keptFavoriteProducts,
  );

export const favoriteProductsQuery = () =>
  queryOptions({ queryKey: ['favorites', 'products'], queryFn: getFavoriteProducts });

export const useFavoriteProducts = () => useQuery(favoriteProductsQuery());
