import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const updateProfile = (userId: number, update: ProfileUpdate) =>
  apiRequest<Profile>(apiUrl(endpoints.updateProfile, { userId }), { method: 'PUT', body: update });

const DIET_FIELDS = ['intolerances', 'custom_intolerances', 'tolerated_fodmap_groups'] as const;

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update),
    onSuccess: async (profile, update) => {
      queryClient.setQueryData(['profile', userId], profile);
      // Every colour depends on the diet profile: refetch all product lists and favourites now.
      if (DIET_FIELDS.some((field) => field in update)) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['products'] }),
          queryClient.invalidateQueries({ queryKey: ['favorites'] }),
        ]);
      }
    },
  });
}
