import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { myProductsKey } from './get-my-products';

export const deleteMyProduct = (id: number) =>
  apiRequest<void>(apiUrl(endpoints.deleteMyProduct, { id }), { method: 'DELETE' });

export function useDeleteMyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProductsKey }),
  });
}
