import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdPerson } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

export const getHousehold = () => apiRequest<HouseholdPerson[]>(apiUrl(endpoints.listHousehold));

export const householdQuery = () =>
  queryOptions({ queryKey: ['household'], queryFn: getHousehold });

export const useHousehold = () => useQuery(householdQuery());
