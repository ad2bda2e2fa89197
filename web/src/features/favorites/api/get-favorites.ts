import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { keptFavoriteIds, orKept } from '#web/lib/offline/kept.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

// Without signal: the favourites this phone keeps, with the changes waiting to be sent (issue 32).
export const getFavoriteIds = () =>
  orKept(
    async () =>
      (await apiRequest<{ product: number }[]>(apiUrl(endpoints.listFavorites))).map(
        (row) => row.product,
      ),
    keptFavoriteIds,
  );

export const favoriteIdsQuery = () =>
  queryOptions({ queryKey: ['favorites', 'ids'], queryFn: getFavoriteIds });

export const useFavoriteIds = () => useQuery(favoriteIdsQuery());
