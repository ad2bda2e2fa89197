import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const deleteAccount = (password: string) =>
  apiRequest<void>('/api/user/', { method: 'DELETE', body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
