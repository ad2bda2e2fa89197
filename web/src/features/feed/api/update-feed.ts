import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedUnread } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

/** Marks these items read (every item without ids). */
export const markRead = (ids?: number[]) =>
  apiRequest<FeedUnread>(apiUrl(endpoints.markFeedRead), {
    method: 'POST',
    body: ids ? { ids } : {},
  });

export const dismissItem = (id: number) =>
  apiRequest<void>(apiUrl(endpoints.dismissFeedItem, { id }), { method: 'DELETE' });

/** Read or removed: the list and the sidebar's count are asked again. */
function useFeedMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feed'] }),
  });
}

export const useMarkRead = () => useFeedMutation(markRead);
export const useDismissItem = () => useFeedMutation(dismissItem);
