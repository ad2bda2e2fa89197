import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialsResponse, CredentialsUpdate } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeTokens } from '#web/lib/auth-tokens.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const updateCredentials = (userId: number, update: CredentialsUpdate) =>
  apiRequest<CredentialsResponse>(apiUrl(endpoints.updateCredentials, { userId }), {
    method: 'PUT',
    body: update,
  });

export function useUpdateCredentials(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CredentialsUpdate) => updateCredentials(userId, update),
    onSuccess: (response) => {
      // A password change ends every other session; this one continues with the fresh pair.
      if (response.access) storeTokens({ access: response.access, refresh: response.refresh });
      queryClient.setQueryData(['me'], (me: { email: string } | undefined) =>
        me ? { ...me, email: response.email } : me,
      );
    },
  });
}
