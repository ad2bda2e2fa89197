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

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
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
}
