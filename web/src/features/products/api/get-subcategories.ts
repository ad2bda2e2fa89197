import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Subcategory } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getSubcategories = () =>
  apiRequest<Subcategory[]>(apiUrl(endpoints.listSubcategories));

export const subcategoriesQuery = () =>
  queryOptions({ queryKey: ['subcategories'], queryFn: getSubcategories, staleTime: 60 * 60_000 });

export const useSubcategories = () => useQuery(subcategoriesQuery());
