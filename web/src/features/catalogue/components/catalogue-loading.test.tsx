import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import i18n from 'i18next';
import {
  categories,
  cuchaule,
  renderAt,
  serveApiAcrossLanguages,
  server,
  signIn,
  subcategories,
} from '#web/test/portal.tsx';

serveApiAcrossLanguages();

// The thousands separator as the runtime's CLDR writes it (an apostrophe in every -CH locale).
const grouped = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);

/** The catalogue's state as the server tells it, changed by the test; and the product lists asked for. */
let status = { state: 'loading', products: 0 };
let listRequests = 0;
beforeEach(() => {
  signIn();
  listRequests = 0;
  server.use(
    http.get('/api/catalogue/status/', () => HttpResponse.json(status)),
    http.get('/api/categories/', () => HttpResponse.json(categories)),
    http.get('/api/subcategories/', () => HttpResponse.json(subcategories)),
    http.get('/api/filtered-products/', () => {
      listRequests += 1;
      const items = status.state === 'ready' ? [cuchaule] : [];
      return HttpResponse.json({ items, limit: 10, offset: 0, next_offset: null });
    }),
  );
});

describe('the catalogue while it loads on a fresh installation', () => {
  it('says so in the portal, with the products so far, then fills the lists when it is ready', async () => {
    status = { state: 'loading', products: 12_345 };
    renderAt('/portal-home');
    expect(
      await screen.findByText(
        `The product catalogue is still loading (${grouped(12_345, 'en-CH')} products so far). Search results fill in by themselves.`,
      ),
    ).toHaveRole('status');
    // The page itself works meanwhile: the search is there, with what exists so far.
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    await waitFor(() => expect(listRequests).toBeGreaterThan(0));
    const before = listRequests;

    status = { state: 'ready', products: 34_913 };
    await waitFor(() => expect(screen.queryByText(/catalogue is still loading/)).toBeNull(), {
      timeout: 8000,
    });
    // The lists are asked for again, and now show the products.
    expect(
      await screen.findByRole('link', { name: 'Mini cuchaule au beurre' }),
    ).toBeInTheDocument();
    expect(listRequests).toBeGreaterThan(before);
  });

  it('speaks German and French, and says only "loading" before the first product is in', async () => {
    status = { state: 'loading', products: 0 };
    await act(() => i18n.changeLanguage('de'));
    renderAt('/portal-home');
    expect(
      await screen.findByText(
        'Der Produktkatalog wird geladen. Die Produkte erscheinen hier, sobald sie da sind.',
      ),
    ).toBeInTheDocument();
    status = { state: 'loading', products: 2_500 };
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByText(
        `Le catalogue de produits est encore en cours de chargement (${grouped(2_500, 'fr-CH')} produits jusqu’ici). Les résultats de recherche se complètent d’eux-mêmes.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing once the catalogue is ready', async () => {
    status = { state: 'ready', products: 34_913 };
    renderAt('/portal-home');
    expect(
      await screen.findByRole('link', { name: 'Mini cuchaule au beurre' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/catalogue/i)).toBeNull();
  });
});
