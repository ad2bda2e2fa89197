import { useQuery } from '@tanstack/react-query';
import type { MyProduct } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import { keptMyProducts, orKept } from '#web/lib/offline/kept.ts';
import { pendingMyProducts } from '#web/lib/offline/outbox.ts';

export const myProductsKey = ['my-products'] as const;

// Without signal: the products this phone keeps, judged at the last sync (issue 32). Products
// saved without signal come first, with the phone's verdict, until they are sent.
export const getMyProducts = async () => {
  const [listed, pending] = await Promise.all([
    orKept(() => apiRequest<MyProduct[]>(apiUrl(endpoints.listMyProducts)), keptMyProducts),
    pendingMyProducts().catch(() => []),
  ]);
  return [...pending, ...listed];
};

// Reasons come rendered in the request language, so the language is part of the key.
export const useMyProducts = () =>
  useQuery({ queryKey: [...myProductsKey, currentLanguage()], queryFn: getMyProducts });
