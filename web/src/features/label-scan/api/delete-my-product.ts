import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { myProductsKey } from './get-my-products';

export const deleteMyProduct = (id: number) =>
  apiRequest<void>(`/api/my-products/${id}/`, { method: 'DELETE' });

export function useDeleteMyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProductsKey }),
  });
}
