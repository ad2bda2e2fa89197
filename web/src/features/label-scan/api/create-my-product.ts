import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyProduct, MyProductCreate } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';
import { myProductsKey } from './get-my-products';

export const createMyProduct = (body: MyProductCreate) =>
  apiRequest<MyProduct>(apiUrl(endpoints.createMyProduct), { method: 'POST', body });

export function useCreateMyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMyProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProductsKey }),
  });
}
