import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '#web/test/render-route.tsx';

async function open(path: string) {
  const router = renderRoute(path);
  const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 8000 });
  return { router, nav };
}

describe('navbar', { timeout: 20_000 }, () => {
  it('offers log in and sign up to visitors and marks the current page', async () => {
    const { nav } = await open('/about-us');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Go to my portal' })).not.toBeInTheDocument();
  });

  it('marks Sign up on the sign-up page and Log in on the login page, as the other links', async () => {
    const { nav } = await open('/register');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Log in' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveClass('underline');
    cleanup();
    const login = await open('/login');
    expect(within(login.nav).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(login.nav).getByRole('link', { name: 'Sign up' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers the portal instead when a session is stored', async () => {
    localStorage.setItem('refresh', 'r');
    const { nav } = await open('/');
    expect(within(nav).getByRole('link', { name: 'Go to my portal' })).toHaveAttribute(
      'href',
      '/portal-home',
    );
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('closes the phone menu when a link is chosen', async () => {
    const { nav, router } = await open('/');
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Open menu' }));
    expect(within(nav).getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(within(nav).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('switches the whole page to German', async () => {
    const { nav } = await open('/');
    await userEvent.setup().selectOptions(within(nav).getByLabelText('Language'), 'de');
    expect(await within(nav).findByRole('link', { name: 'Über uns' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Wissen, was zu Ihrer Ernährung passt/,
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    await userEvent.setup().selectOptions(within(nav).getByLabelText('Sprache'), 'en');
  });
});
