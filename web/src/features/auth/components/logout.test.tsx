import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '#web/test/render-route.tsx';
import { answer, listenToApi } from '#web/test/api.ts';

listenToApi();

describe('logout', { timeout: 20_000 }, () => {
  it('revokes the refresh token, forgets the session but keeps the language, and opens the login page', async () => {
    const sent = answer('post', '/api/token/revoke/', 204);
    localStorage.setItem('access', 'a.b.c');
    localStorage.setItem('refresh', 'r-token');
    localStorage.setItem('i18nextLng', 'en');
    const router = renderRoute('/logout');

    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect([localStorage.getItem('access'), localStorage.getItem('refresh')]).toEqual([null, null]);
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(sent).toEqual([{ refresh: 'r-token' }]);
  });
});
