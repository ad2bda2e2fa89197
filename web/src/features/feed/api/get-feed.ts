import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Feed } from '@safeshelf/contract';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';
import { apiRequest } from '#web/lib/api-client.ts';

export const FEED_PAGE = 20;

export const getFeed = (before?: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(FEED_PAGE) });
  if (before) params.set('before', String(before));
  return apiRequest<Feed>(apiUrl(endpoints.getFeed, undefined, params), { signal });
};

/** The feed, newest first, a page at a time (the first page brings it up to date). */
export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: ['feed', 'items'],
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const useFeed = () => useInfiniteQuery(feedQuery());
