import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ApiRequestError } from '#web/lib/api-client.ts';

// A 4xx answer (not found, invalid, forbidden) will not change on a second try: say so at once.
// Timeouts and rate limits are the exception; a 5xx or a network failure is tried once more.
const retry = (failures: number, error: unknown) =>
  failures < 1 &&
  !(
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );

/** The portal's query cache settings (tests build theirs with this too). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // 'always': without signal a query still runs, and its fetcher answers from what the phone
      // keeps (lib/offline), instead of waiting paused for a network that may not come (issue 32).
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });

// Only the portal fetches with TanStack Query; keeping it here keeps it out of the public pages' JavaScript.
const queryClient = createQueryClient();

export function QueryProviderLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
