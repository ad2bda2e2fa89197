import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getMe = () => apiRequest<Me>(apiUrl(endpoints.getMe));

export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

export const useMe = () => useQuery(meQuery());
