import { useQuery } from '@tanstack/react-query';
import type { MyProduct, MyProductSummary } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import { keptMyProducts, orKept } from '#web/lib/offline/kept.ts';
import { pendingMyProducts } from '#web/lib/offline/outbox.ts';

export const myProductsKey = ['my-products'] as const;

// Names, verdicts and reasons, no ingredient texts (issue 29: `useMyProduct` brings one's text).
// Without signal: the products this phone keeps, judged at the last sync (issue 32). Products
// saved without signal come first, with the phone's verdict (and their text), until they are sent.
export const getMyProducts = async (): Promise<(MyProductSummary | MyProduct)[]> => {
  const [listed, pending] = await Promise.all([
    orKept(
      (): Promise<(MyProductSummary | MyProduct)[]> =>
        apiRequest<MyProductSummary[]>(apiUrl(endpoints.listMyProducts)),
      keptMyProducts,
    ),
    pendingMyProducts().catch(() => []),
  ]);
  return [...pending, ...listed];
};

// Reasons come rendered in the request language, so the language is part of the key.
export const useMyProducts = () =>
  useQuery({ queryKey: [...myProductsKey, currentLanguage()], queryFn: getMyProducts });
