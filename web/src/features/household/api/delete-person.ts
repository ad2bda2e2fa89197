import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

export const deletePerson = (id: number) =>
  apiRequest<void>(apiUrl(endpoints.deleteHouseholdPerson, { id }), { method: 'DELETE' });

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['household'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
