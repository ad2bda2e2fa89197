import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const getProfile = (userId: number) =>
  apiRequest<Profile>(apiUrl(endpoints.getProfile, { userId }));

export const profileQuery = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: number | undefined) =>
  useQuery({ ...profileQuery(userId ?? 0), enabled: userId !== undefined });
