import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../../app/router';

afterEach(() => vi.unstubAllGlobals());

describe('logout', { timeout: 20_000 }, () => {
  it('revokes the refresh token, forgets the session but keeps the language, and opens the login page', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('access', 'a.b.c');
    localStorage.setItem('refresh', 'r-token');
    localStorage.setItem('i18nextLng', 'en');
    const router = createMemoryRouter(routes, { initialEntries: ['/logout'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect([localStorage.getItem('access'), localStorage.getItem('refresh')]).toEqual([null, null]);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/token/revoke/');
    expect(JSON.parse(init.body as string)).toEqual({ refresh: 'r-token' });
  });
});
