import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Subcategory } from '../types';

export const getSubcategories = () => apiRequest<Subcategory[]>('/api/subcategories/');

export const subcategoriesQuery = () =>
  queryOptions({ queryKey: ['subcategories'], queryFn: getSubcategories, staleTime: 60 * 60_000 });

export const useSubcategories = () => useQuery(subcategoriesQuery());
