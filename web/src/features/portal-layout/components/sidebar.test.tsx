import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt, server, signIn } from '#web/test/portal.tsx';
import { LogoMark } from '#web/components/ui/logo-mark.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let revoked: unknown = null;
beforeEach(() => {
  signIn();
  revoked = null;
  server.use(
    http.post('/api/token/revoke/', async ({ request }) => {
      revoked = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('portal sidebar', () => {
  it('shows the SafeShelf shield, the news feed with its unread count, and Premium as coming up', async () => {
    server.use(http.get('/api/feed/unread/', () => HttpResponse.json({ unread: 3 })));
    renderAt('/portal-home');
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    // The same shield as on the public pages (its outline), not a separate mark.
    const { container } = render(<LogoMark />);
    const shield = container.querySelector('path')!.getAttribute('d');
    expect(nav.querySelector(`path[d="${shield}"]`)).not.toBeNull();
    expect(
      await within(nav).findByRole('link', { name: /^News Feed\W+3 unread\W*$/ }),
    ).toHaveAttribute('href', '/news-feed');
    expect(within(nav).getByRole('link', { name: 'Premium coming up' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Product Search' })).toBeInTheDocument();
  });

  it('expands on a logo click and collapses on a click outside', async () => {
    const user = userEvent.setup();
    renderAt('/premium');
    expect(
      await screen.findByRole('heading', { name: 'Premium is coming up' }),
    ).toBeInTheDocument();
    const [logo] = screen.getAllByRole('button', { name: /Open the menu/ });
    await user.click(logo!);
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(nav.querySelector('[aria-expanded="true"]')).not.toBeNull();
    await user.click(screen.getByRole('heading', { name: 'Premium is coming up' }));
    await waitFor(() => expect(nav.querySelector('[aria-expanded="true"]')).toBeNull());
  });

  it('logs out the one way: refresh token revoked, session gone, language kept, login page', async () => {
    const user = userEvent.setup();
    localStorage.setItem('i18nextLng', 'en');
    const router = renderAt('/news-feed');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    // Once, under CI load, the login page was on screen while the router still reported /logout.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    await waitFor(() => expect(revoked).toEqual({ refresh: 'refresh-token-1' }));
  });
});
