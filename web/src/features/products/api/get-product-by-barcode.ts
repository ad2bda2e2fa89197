import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ProductSummary } from '../types';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getProductByBarcode = (code: string) =>
  apiRequest<ProductSummary>(apiUrl(endpoints.getProductByBarcode, { code }));

/** A lookup the user triggers (typed or scanned), so a mutation rather than a cached query. */
export const useProductByBarcode = () => useMutation({ mutationFn: getProductByBarcode });
