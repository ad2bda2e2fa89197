import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { Category } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getCategories = () => apiRequest<Category[]>(apiUrl(endpoints.listCategories));

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 60 * 60_000 });

export const useCategories = () => useQuery(categoriesQuery());
