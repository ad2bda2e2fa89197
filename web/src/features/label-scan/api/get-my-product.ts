import { useQuery } from '@tanstack/react-query';
import type { MyProduct } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/i18n/setup.ts';
import { keptMyProducts, orKept } from '#web/lib/offline/kept.ts';
import { myProductsKey } from './get-my-products';

// One kept product with its ingredient text: the list leaves the texts out (issue 29), so a card
// asks for its own when opened. Without signal: as this phone kept it at the last sync.
export const getMyProduct = (id: number) =>
  orKept(
    () => apiRequest<MyProduct>(apiUrl(endpoints.getMyProduct, { id })),
    async () => (await keptMyProducts())?.find((p) => p.id === id),
  );

export const useMyProduct = (id: number) =>
  useQuery({
    queryKey: [...myProductsKey, 'one', id, currentLanguage()],
    queryFn: () => getMyProduct(id),
  });
