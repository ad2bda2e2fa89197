import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  categories,
  cuchaule,
  milk,
  productCard,
  renderAt,
  server,
  signIn,
  subcategories,
  tapenade,
} from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let requests: URLSearchParams[] = [];
const many = Array.from({ length: 25 }, (_, index) =>
  productCard({ id: 200 + index, name_en: `Bio Vollmilch ${index + 1}` }),
);

beforeEach(() => {
  signIn();
  requests = [];
  server.use(
    http.get('/api/categories/', () => HttpResponse.json(categories)),
    http.get('/api/subcategories/', () => HttpResponse.json(subcategories)),
    http.get('/api/filtered-products/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const search = params.get('search');
      const list = search === 'milch' ? many : search === 'zzz' ? [] : [cuchaule, tapenade];
      const offset = Number(params.get('offset'));
      const items = list.slice(offset, offset + 10);
      return HttpResponse.json({
        items,
        limit: 10,
        offset,
        next_offset: offset + 10 < list.length ? offset + 10 : null,
      });
    }),
  );
});

describe('product search', () => {
  it('suggests products that fit the diet, with colour told in words and the price or its absence', async () => {
    renderAt('/portal-home');
    const card = (
      await screen.findByRole('link', { name: 'Mini cuchaule au beurre' }, { timeout: 3000 })
    ).closest('article')!;
    expect(within(card).getByText('Caution')).toBeInTheDocument();
    expect(within(card).getByText('Price not available')).toBeInTheDocument();
    expect(requests[0]?.get('diet')).toBe('green,yellow');
    expect(requests[0]?.get('limit')).toBe('10');
  });

  it('searches as the user types and loads 10 more on request', async () => {
    const user = userEvent.setup();
    renderAt('/portal-home');
    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'milch');
    expect(await screen.findByRole('link', { name: 'Bio Vollmilch 10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bio Vollmilch 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading more…' })).toBeDisabled();
    expect(
      await screen.findByRole('link', { name: 'Bio Vollmilch 20' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says so when nothing fits', async () => {
    renderAt('/portal-home?q=zzz');
    expect(
      await screen.findByText(
        'No products found that fit your diet. Try another search or category.',
      ),
    ).toBeInTheDocument();
  });

  it('narrows by category and subcategory, and the breadcrumb steps back', async () => {
    const user = userEvent.setup();
    renderAt('/portal-home');
    await user.click(await screen.findByRole('button', { name: 'Dairy and alternatives' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dairy and alternatives' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cheese' }));
    await waitFor(() => expect(requests.at(-1)?.get('subcategory')).toBe('12'));
    expect(requests.at(-1)?.get('category')).toBe('1');
    const crumbs = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(crumbs).getByText('Cheese')).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('button', { name: 'Dairy and alternatives' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cheese' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    // Selecting the selected category again deselects it and hides its subcategories.
    await user.click(screen.getAllByRole('button', { name: 'Dairy and alternatives' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cheese' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the search when the user comes back from a product', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/products/:id/', () => HttpResponse.json(milk)),
      http.get('/api/product/:id/details/', () =>
        HttpResponse.json({ code: 'not_found', message: 'x' }, { status: 404 }),
      ),
      http.get('/api/product/:id/diet-check/', () =>
        HttpResponse.json({ diet_color: 'red', checks: [] }),
      ),
      http.get('/api/product/recommended/:id/', () => HttpResponse.json([])),
      http.get('/api/favorites/', () => HttpResponse.json([])),
    );
    const router = renderAt('/portal-home?q=milch&category=1');
    await user.click(await screen.findByRole('link', { name: 'Bio Vollmilch 1' }));
    await user.click(await screen.findByRole('link', { name: /Back to search/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=milch&category=1'));
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('milch');
  });
});
