import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueStatus } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getCatalogueStatus = () =>
  apiRequest<CatalogueStatus>(apiUrl(endpoints.getCatalogueStatus), { auth: false });

/** Asked once per visit; while the catalogue loads, again every few seconds until it is ready. */
export const catalogueStatusQuery = () =>
  queryOptions({
    queryKey: ['catalogue-status'],
    queryFn: getCatalogueStatus,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.state === 'loading' ? 4000 : false),
  });

export const useCatalogueStatus = () => useQuery(catalogueStatusQuery());
