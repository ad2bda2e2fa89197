import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { currentUserId } from '#web/lib/offline/kept.ts';

export const getProfile = (userId: number) =>
  apiRequest<Profile>(apiUrl(endpoints.getProfile, { userId }));

export const profileQuery = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });

export const useProfile = (userId: number | undefined) =>
  useQuery({ ...profileQuery(userId ?? 0), enabled: userId !== undefined });

/**
 * The signed-in user's own profile, asked at once with the id the access token carries rather
 * than after `/api/user/me/` answered: the portal home's first screen waits for it (issue 32,
 * Lighthouse: one round trip less before the greeting is drawn).
 */
export const useOwnProfile = (meId: number | undefined) =>
  useProfile(meId ?? currentUserId() ?? undefined);
