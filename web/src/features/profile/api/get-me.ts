import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@safeshelf/contract';
import { apiRequest } from '../../../lib/api-client';

export const getMe = () => apiRequest<Me>('/api/user/me/');

export const meQuery = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

export const useMe = () => useQuery(meQuery());
