import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedUnread } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

export const getUnread = () => apiRequest<FeedUnread>(apiUrl(endpoints.getFeedUnread));

/**
 * The sidebar's unread count: asked when the portal opens, when the window gets the focus back and
 * every 10 minutes (a catalogue import is rare; the feed is filled when asked, decision 200).
 */
export const unreadQuery = () =>
  queryOptions({
    queryKey: ['feed', 'unread'],
    queryFn: getUnread,
    refetchInterval: 10 * 60 * 1000,
  });

export const useUnreadCount = () => useQuery(unreadQuery()).data?.unread ?? 0;
