import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import i18n from '#web/i18n/setup.ts';
import { RouteErrorBoundary } from '../route-error-boundary';
import { renderRoute } from '#web/test/render-route.tsx';

function Failing(): never {
  throw new Error('Catalogue unavailable');
}

// Shaped like the app: links outside the boundary, pages inside it, reset by the path.
function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/">Home</Link>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/" element={<p>Welcome home</p>} />
          <Route path="/broken" element={<Failing />} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('page error fallback', () => {
  it('shows the heading and the message of a thrown error, and clears when the user navigates away', async () => {
    // React reports the caught error on the console; here it is expected.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/broken', <Shell />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Catalogue unavailable')).toBeInTheDocument();
    expect(document.title).toBe('Error · SafeShelf');
    expect(reported).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Welcome home')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a page title in the user’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('fr');
    try {
      renderRoute('/broken', <Shell />);
      expect(
        await screen.findByRole('heading', { name: 'Erreur inattendue de l’application\u00a0!' }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Erreur · SafeShelf');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
