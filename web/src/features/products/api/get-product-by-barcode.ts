import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ProductSummary } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { asCard, keptByBarcode, orKept } from '#web/lib/offline/kept.ts';

// Without signal: answered at once when the phone keeps the product (issue 32).
export const getProductByBarcode = (code: string) =>
  orKept(
    () => apiRequest<ProductSummary>(apiUrl(endpoints.getProductByBarcode, { code })),
    async () => {
      const kept = await keptByBarcode(code);
      return kept && asCard(kept);
    },
  );

/** A lookup the user triggers (typed or scanned), so a mutation rather than a cached query. */
export const useProductByBarcode = () => useMutation({ mutationFn: getProductByBarcode });
