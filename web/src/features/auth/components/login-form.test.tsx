import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '#web/test/render-route.tsx';
import { answer, listenToApi } from '#web/test/api.ts';
import { fakeToken } from '#web/test/portal.tsx';

listenToApi();

async function openLogin() {
  const router = renderRoute('/login');
  await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 8000 });
  return router;
}

describe('login', { timeout: 20_000 }, () => {
  it('stores both tokens and opens the portal', async () => {
    const access = fakeToken();
    const sent = answer('post', '/api/token/', 200, { access, refresh: 'r-token' });
    const router = await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or username'), 'anna@example.ch');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/portal-home'), {
      timeout: 8000,
    });
    expect(localStorage.getItem('access')).toBe(access);
    expect(localStorage.getItem('refresh')).toBe('r-token');
    expect(sent).toEqual([
      {
        identifier: 'anna@example.ch',
        password: 'Secret-123',
      },
    ]);
  });

  it('after logging in from a protected link, lands on that link', async () => {
    answer('post', '/api/token/', 200, { access: fakeToken(), refresh: 'r-token' });
    const router = renderRoute('/premium?from=mail');
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 8000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or username'), 'anna');
    await user.type(screen.getByLabelText('Password'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/premium?from=mail',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Premium/ })).toBeInTheDocument();
  });

  it('says so when the credentials are wrong, and stores nothing', async () => {
    answer('post', '/api/token/', 401, {
      code: 'invalid_credentials',
      message: 'Invalid credentials',
    });
    await openLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or username'), 'anna');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const sent = answer('post', '/api/token/', 200, {});
    await openLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('shows and hides the password', async () => {
    await openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
