import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ProductSummary } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { readJudgedFor, withJudgedFor } from '#web/lib/judged-for.ts';
import { asCard, keptByBarcode, orKept } from '#web/lib/offline/kept.ts';

/**
 * Judged for whom the portal judges for at the moment of the scan. Without signal: answered at
 * once when the phone keeps the product (issue 32), with the user's own colour, so only for `me`.
 */
export const getProductByBarcode = (code: string) => {
  const judgedFor = readJudgedFor();
  return orKept(
    () =>
      apiRequest<ProductSummary>(
        apiUrl(
          endpoints.getProductByBarcode,
          { code },
          withJudgedFor(new URLSearchParams(), judgedFor),
        ),
      ),
    async () => {
      const kept = judgedFor === 'me' ? await keptByBarcode(code) : undefined;
      return kept && asCard(kept);
    },
  );
};

/** A lookup the user triggers (typed or scanned), so a mutation rather than a cached query. */
export const useProductByBarcode = () => useMutation({ mutationFn: getProductByBarcode });
