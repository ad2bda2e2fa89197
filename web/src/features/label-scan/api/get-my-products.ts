import { useQuery } from '@tanstack/react-query';
import type { MyProduct } from '@safeshelf/contract';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../i18n/setup';

export const myProductsKey = ['my-products'] as const;

export const getMyProducts = () => apiRequest<MyProduct[]>('/api/my-products/');

// Reasons come rendered in the request language, so the language is part of the key.
export const useMyProducts = () =>
  useQuery({ queryKey: [...myProductsKey, currentLanguage()], queryFn: getMyProducts });
