import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getFavoriteIds = async () =>
  (await apiRequest<{ product: number }[]>('/api/favorites/')).map((row) => row.product);

export const favoriteIdsQuery = () =>
  queryOptions({ queryKey: ['favorites', 'ids'], queryFn: getFavoriteIds });

export const useFavoriteIds = () => useQuery(favoriteIdsQuery());
