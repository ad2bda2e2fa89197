import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { listenToApi, server } from '#web/test/api.ts';
import { fakeToken } from '#web/test/portal.tsx';
import { clearTokens, readTokens, storeTokens } from './auth-tokens';
import { refreshAccessToken } from './api-client';

listenToApi();

/**
 * Issue 29 (12): the server now ends a session at the first reuse of a spent refresh token, with
 * no grace window, so two tabs must not both spend the same one. They take turns under a Web Lock;
 * the tab that waited finds the other tab's new tokens and sends nothing.
 */
describe('refreshing the access token', () => {
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  /** Counts refresh requests and answers each with a new pair. */
  function refreshEndpoint() {
    const sent: string[] = [];
    server.use(
      http.post('/api/token/refresh/', async ({ request }) => {
        sent.push(((await request.json()) as { refresh: string }).refresh);
        return HttpResponse.json({ access: fakeToken(), refresh: `next-${sent.length}` });
      }),
    );
    return sent;
  }

  it('spends the refresh token once and stores the new pair', async () => {
    const sent = refreshEndpoint();
    storeTokens({ access: fakeToken(-60), refresh: 'first' });
    const access = await refreshAccessToken();
    expect(sent).toEqual(['first']);
    expect(readTokens()).toEqual({ access, refresh: 'next-1' });
  });

  it('uses the tokens another tab stored while this one waited for the lock, sending nothing', async () => {
    const sent = refreshEndpoint();
    storeTokens({ access: fakeToken(-60), refresh: 'first' });
    const otherTabs = fakeToken();
    // The other tab holds the lock, spends `first` and stores its new pair before this tab's turn.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, exchange: () => Promise<unknown>) => {
          expect(name).toBe('safeshelf-token-refresh');
          storeTokens({ access: otherTabs, refresh: 'from-the-other-tab' });
          return exchange();
        },
      },
    });
    expect(await refreshAccessToken()).toBe(otherTabs);
    expect(sent).toEqual([]);
  });
});
