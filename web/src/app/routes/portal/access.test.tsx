import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storeTokens } from '#web/lib/auth-tokens.ts';
import {
  categories,
  fakeToken,
  renderAt,
  server,
  signIn,
  subcategories,
} from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const catalogue = [
  http.get('/api/categories/', () => HttpResponse.json(categories)),
  http.get('/api/subcategories/', () => HttpResponse.json(subcategories)),
  http.get('/api/filtered-products/', () =>
    HttpResponse.json({ items: [], limit: 10, offset: 0, next_offset: null }),
  ),
];

describe('the portal is protected', () => {
  it('sends a visitor without a token to the login page', async () => {
    const router = renderAt('/portal-home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refreshes an expired access token and lets the user in', async () => {
    storeTokens({ access: fakeToken(-60), refresh: 'old-refresh' });
    let refreshedWith = '';
    server.use(
      ...catalogue,
      http.post('/api/token/refresh/', async ({ request }) => {
        refreshedWith = ((await request.json()) as { refresh: string }).refresh;
        return HttpResponse.json({ access: fakeToken(), refresh: 'new-refresh' });
      }),
    );
    renderAt('/portal-home');
    expect(
      await screen.findByRole('heading', { name: 'Product Search', level: 1 }),
    ).toBeInTheDocument();
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe('Product Search · SafeShelf'));
    expect(refreshedWith).toBe('old-refresh');
    expect(localStorage.getItem('refresh')).toBe('new-refresh');
  });

  it('sends the user to the login page when the refresh fails', async () => {
    storeTokens({ access: fakeToken(-60), refresh: 'revoked-refresh' });
    server.use(
      http.post('/api/token/refresh/', () =>
        HttpResponse.json({ code: 'token_invalid', message: 'x' }, { status: 401 }),
      ),
    );
    const router = renderAt('/favorite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('refresh')).toBeNull();
  });

  it('shows the coming-up page kindly', async () => {
    signIn();
    renderAt('/premium');
    expect(
      await screen.findByRole('heading', { name: 'Premium is coming up' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Product Search' })).toHaveAttribute(
      'href',
      '/portal-home',
    );
  });
});
