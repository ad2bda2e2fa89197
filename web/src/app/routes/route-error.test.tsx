import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import i18n from '#web/i18n/setup.ts';
import { reloadPage } from '#web/lib/reload-page.ts';
import { RouteErrorBoundary } from '../route-error-boundary';
import { renderRoute } from '#web/test/render-route.tsx';

vi.mock('#web/lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

function Failing(): never {
  throw new Error('Catalogue unavailable');
}

// What Chromium throws when the chunk of the next page is gone after a deploy.
function StaleChunk(): never {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/about-page-Bx1.js',
  );
}

// Shaped like the app: links outside the boundary, pages inside it, reset by the path.
function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/">Home page</Link>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/" element={<p>Welcome home</p>} />
          <Route path="/broken" element={<Failing />} />
          <Route path="/stale" element={<StaleChunk />} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

// React reports a caught error on the console; here it is expected.
const expectReported = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('page error fallback', () => {
  it('shows the heading and the message of a thrown error, and clears when the user navigates away', async () => {
    const reported = expectReported();
    renderRoute('/broken', <Shell />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Catalogue unavailable')).toBeInTheDocument();
    expect(document.title).toBe('Error · SafeShelf');
    expect(reported).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Home page' }));
    expect(await screen.findByText('Welcome home')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is no dead end: Reload reloads the page and Home opens the home page', async () => {
    expectReported();
    renderRoute('/broken', <Shell />);
    const alert = await screen.findByRole('alert');
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(alert).toContainElement(screen.getByRole('link', { name: 'Home' }));
  });

  it('reloads once by itself when a chunk failed to load, then says so without the file', async () => {
    expectReported();
    renderRoute('/stale', <Shell />);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The reloaded page fails again at once (the server still has no such file): no loop.
    renderRoute('/stale', <Shell />);
    const alert = await screen.findByRole('alert');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(alert).toHaveTextContent('Unexpected Application Error!');
    expect(alert).toHaveTextContent(
      'probably because a new version of SafeShelf was just published',
    );
    expect(alert).not.toHaveTextContent('/assets/');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('has a page title in the user’s language', async () => {
    expectReported();
    await i18n.changeLanguage('fr');
    try {
      renderRoute('/broken', <Shell />);
      expect(
        await screen.findByRole('heading', { name: 'Erreur inattendue de l’application\u00a0!' }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Erreur · SafeShelf');
      expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
