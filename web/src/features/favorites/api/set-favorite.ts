import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import type { QueuedRequest } from '#web/lib/offline/db.ts';
import { queueAction } from '#web/lib/offline/outbox.ts';

/**
 * A favourite change made without signal waits on the phone as "make it (not) a favourite": sent
 * later, it cannot undo the same change made on another device meanwhile, as a toggle would.
 */
export function queueFavorite(productId: number, favorite: boolean) {
  const request: QueuedRequest = {
    method: 'PUT',
    path: apiUrl(endpoints.setFavorite, { productId }),
    body: { favorite },
  };
  return queueAction({ kind: 'favorite', product_id: productId, favorite, request });
}
