import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export const deleteAccount = (password: string) =>
  apiRequest<void>(apiUrl(endpoints.deleteAccount), { method: 'DELETE', body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
