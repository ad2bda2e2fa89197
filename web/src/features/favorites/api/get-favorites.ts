import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getFavoriteIds = async () =>
  (await apiRequest<{ product: number }[]>(apiUrl(endpoints.listFavorites))).map(
    (row) => row.product,
  );

export const favoriteIdsQuery = () =>
  queryOptions({ queryKey: ['favorites', 'ids'], queryFn: getFavoriteIds });

export const useFavoriteIds = () => useQuery(favoriteIdsQuery());
