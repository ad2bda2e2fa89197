import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { queueFavorite } from './set-favorite';

/** 201 → now a favourite (true), 204 → removed (false). The API client answers 204 with undefined. */
export async function toggleFavorite(productId: number): Promise<boolean> {
  const result = await apiRequest<unknown>(apiUrl(endpoints.toggleFavorite), {
    method: 'POST',
    body: { product_id: productId },
  });
  return result !== undefined;
}

const toggleKey = ['favorites', 'toggle'] as const;

/** Every heart (product page, cards, the favourites page's Remove) toggles through this hook. A
 *  click while a toggle of the same product is in flight is ignored (issue 31.1): a double tap sent
 *  two toggles 9 ms apart (201, then 204) and left the product unfavourited. The check reads the
 *  mutation cache, which marks a toggle pending the moment it starts, so it holds between two taps
 *  before React re-renders and across hearts of the same product on one screen. Without signal
 *  the toggle is in flight until it is queued in the outbox (a moment), so a double tap queues
 *  one change; a later tap queues the opposite "set", and the outbox (issue 32) sends them in
 *  order, so the last one wins. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: toggleKey,
    // Without signal the change waits on the phone and is sent when it is back online.
    mutationFn: async (productId: number) => {
      const wanted = !queryClient.getQueryData<number[]>(['favorites', 'ids'])?.includes(productId);
      try {
        return await toggleFavorite(productId);
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        await queueFavorite(productId, wanted);
        return wanted;
      }
    },
    onSuccess: (added, productId) => {
      queryClient.setQueryData<number[]>(['favorites', 'ids'], (ids = []) =>
        added ? [...new Set([...ids, productId])] : ids.filter((id) => id !== productId),
      );
      void queryClient.invalidateQueries({ queryKey: ['favorites', 'products'] });
    },
  });
  const mutate: typeof mutation.mutate = (productId, options) => {
    const inFlight = queryClient.isMutating({
      mutationKey: toggleKey,
      predicate: (running) => running.state.variables === productId,
    });
    if (inFlight === 0) mutation.mutate(productId, options);
  };
  return { ...mutation, mutate };
}
