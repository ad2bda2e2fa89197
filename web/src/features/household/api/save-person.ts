import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdPerson, HouseholdPersonInput } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

/** Adds a person (no id) or changes one. */
export const savePerson = ({ id, ...body }: HouseholdPersonInput & { id?: number }) =>
  apiRequest<HouseholdPerson>(
    id === undefined
      ? apiUrl(endpoints.createHouseholdPerson)
      : apiUrl(endpoints.updateHouseholdPerson, { id }),
    { method: id === undefined ? 'POST' : 'PUT', body },
  );

/** Every colour judged for a household person or everyone may change: products are refetched. */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePerson,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['household'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
