import { useQuery } from '@tanstack/react-query';
import type { MyProduct } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';

export const myProductsKey = ['my-products'] as const;

export const getMyProducts = () => apiRequest<MyProduct[]>(apiUrl(endpoints.listMyProducts));

// Reasons come rendered in the request language, so the language is part of the key.
export const useMyProducts = () =>
  useQuery({ queryKey: [...myProductsKey, currentLanguage()], queryFn: getMyProducts });
