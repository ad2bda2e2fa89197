import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { isPendingId, removeFromOutbox } from '#web/lib/offline/outbox.ts';
import { myProductsKey } from './get-my-products';

// A product saved without signal and not sent yet only leaves the phone's queue.
export const deleteMyProduct = (id: number) =>
  isPendingId(id)
    ? removeFromOutbox(-id)
    : apiRequest<void>(apiUrl(endpoints.deleteMyProduct, { id }), { method: 'DELETE' });

export function useDeleteMyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProductsKey }),
  });
}
