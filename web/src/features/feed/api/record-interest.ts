import { useEffect } from 'react';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

export const recordInterest = (subcategoryId: number) =>
  apiRequest<void>(apiUrl(endpoints.recordFeedInterest), {
    method: 'POST',
    body: { subcategory_id: subcategoryId },
  });

/**
 * Counts one visit to a product's subcategory ("New for you" favours what the user browses; a
 * count per subcategory, nothing about the product). Best effort: a failure changes nothing.
 */
export function useRecordInterest(subcategoryId: number | null | undefined) {
  useEffect(() => {
    if (subcategoryId) recordInterest(subcategoryId).catch(() => {});
  }, [subcategoryId]);
}
