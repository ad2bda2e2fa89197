import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ProductSummary } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { readJudgedFor, withJudgedFor } from '#web/lib/judged-for.ts';

/** Judged for whom the portal judges for at the moment of the scan. */
export const getProductByBarcode = (code: string) =>
  apiRequest<ProductSummary>(
    apiUrl(
      endpoints.getProductByBarcode,
      { code },
      withJudgedFor(new URLSearchParams(), readJudgedFor()),
    ),
  );

/** A lookup the user triggers (typed or scanned), so a mutation rather than a cached query. */
export const useProductByBarcode = () => useMutation({ mutationFn: getProductByBarcode });
