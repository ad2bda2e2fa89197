import { useQuery } from '@tanstack/react-query';
import type { MyProductSummary } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import { keptMyProducts, orKept } from '#web/lib/offline/kept.ts';

export const myProductsKey = ['my-products'] as const;

// Names, verdicts and reasons, no ingredient texts (issue 29: `useMyProduct` brings one's text).
// Without signal: the products this phone keeps, judged at the last sync (issue 32).
export const getMyProducts = () =>
  orKept(() => apiRequest<MyProductSummary[]>(apiUrl(endpoints.listMyProducts)), keptMyProducts);

// Reasons come rendered in the request language, so the language is part of the key.
export const useMyProducts = () =>
  useQuery({ queryKey: [...myProductsKey, currentLanguage()], queryFn: getMyProducts });
