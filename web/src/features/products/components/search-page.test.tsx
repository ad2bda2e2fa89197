import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  categories,
  cuchaule,
  milk,
  productCard,
  productPage,
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
  it('appears whole once the greeting and the categories are known, so the suggestions never jump down', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/categories/', async () => {
        await held;
        return HttpResponse.json(categories);
      }),
    );
    renderAt('/portal-home');
    // The suggestions are there, but the screen waits (hidden) for what goes above them. (The
    // file's first render loads the portal's code too: seconds on a loaded machine.)
    await screen.findByRole('link', { name: 'Mini cuchaule au beurre' }, { timeout: 15_000 });
    const screenPart = screen
      .getByRole('heading', { name: 'Suggestions for your diet' })
      .closest('[aria-busy]');
    expect(screenPart).toHaveAttribute('aria-busy', 'true');
    expect(screenPart).toHaveClass('invisible');
    release();
    await waitFor(() => expect(screenPart).toHaveAttribute('aria-busy', 'false'));
    expect(screenPart).not.toHaveClass('invisible');
    expect(screen.getByText('Hello, Anna!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Categories' })).toBeInTheDocument();
  });

  it('does not wait for the categories without signal', async () => {
    server.use(http.get('/api/categories/', () => HttpResponse.error()));
    renderAt('/portal-home');
    await screen.findByRole('link', { name: 'Mini cuchaule au beurre' }, { timeout: 3000 });
    const screenPart = screen
      .getByRole('heading', { name: 'Suggestions for your diet' })
      .closest('[aria-busy]');
    // At the first failure, not after the retry a second later.
    await waitFor(() => expect(screenPart).toHaveAttribute('aria-busy', 'false'), { timeout: 500 });
  });

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

  it('lists the product of a barcode typed with spaces, and says so when the catalogue has none', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/filtered-products/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const items = params.get('search') === '7 610200 005153' ? [milk] : [];
        return HttpResponse.json({ items, limit: 10, offset: 0, next_offset: null });
      }),
    );
    renderAt('/portal-home');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    await user.type(box, '7 610200 005153');
    expect(
      await screen.findByRole('heading', { name: 'Product with the barcode 7610200005153' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Whole milk' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '7610000000000');
    expect(
      await screen.findByText(
        'No product with the barcode 7610000000000 in the catalogue. Check the digits, or search by name.',
      ),
    ).toBeInTheDocument();
  });

  it('narrows by category and subcategory; the breadcrumb and the Back button step back', async () => {
    const user = userEvent.setup();
    const router = renderAt('/portal-home');
    await user.click(await screen.findByRole('button', { name: 'Dairy and alternatives' }));
    await user.click(await screen.findByRole('button', { name: 'Cheese' }));
    await waitFor(() => expect(requests.at(-1)?.get('subcategory')).toBe('12'));
    expect(requests.at(-1)?.get('category')).toBe('1');
    const crumbs = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(crumbs).getByText('Cheese')).toHaveAttribute('aria-current', 'page');
    // Each choice is a history entry: Back undoes the subcategory, then the category.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?category=1'));
    expect(await screen.findByRole('button', { name: 'Cheese' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('button', { name: 'Dairy and alternatives' })).toBeVisible();
    // The breadcrumb goes back up too, as a new step.
    await router.navigate('/portal-home?category=1&subcategory=12');
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Categories' })).getByRole('button', {
        name: 'All products',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers products that do not fit once the user searches, in the URL, marked red', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/filtered-products/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const items = params.get('diet')?.includes('red') ? [cuchaule, milk] : [cuchaule];
        return HttpResponse.json({ items, limit: 10, offset: 0, next_offset: null });
      }),
    );
    const router = renderAt('/portal-home');
    await screen.findByRole('link', { name: 'Mini cuchaule au beurre' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'milch');
    const toggle = await screen.findByRole('switch', {
      name: "Also show products that don't fit",
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(
      screen.getByRole('heading', { name: 'Products for “milch” that fit your diet' }),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?q=milch&all=1'));
    expect(requests.at(-1)?.get('diet')).toBe('green,yellow,red');
    expect(
      await screen.findByRole('heading', {
        name: "All products for “milch”, including those that don't fit",
      }),
    ).toBeInTheDocument();
    const red = (await screen.findByRole('link', { name: 'Whole milk' })).closest('article')!;
    expect(within(red).getByText('Does not fit')).toBeInTheDocument();
  });

  it('tells products of the same name apart by brand and quantity', async () => {
    server.use(
      http.get('/api/filtered-products/', () =>
        HttpResponse.json({
          items: [
            productCard({
              id: 301,
              name_de: 'Milch',
              name_en: 'Milch',
              brand: { name: 'Emmi' },
              quantity: '1 l',
            }),
            productCard({
              id: 302,
              name_de: 'Milch',
              name_en: 'Milch',
              brand: { name: 'Denner' },
              quantity: '500 ml',
            }),
          ],
          limit: 10,
          offset: 0,
          next_offset: null,
        }),
      ),
    );
    renderAt('/portal-home?q=milch');
    const cards = (await screen.findAllByRole('link', { name: 'Milch' })).map((link) =>
      link.closest('article')!,
    );
    expect(within(cards[0]!).getByText('Emmi · 1 l')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Denner · 500 ml')).toBeInTheDocument();
  });

  it('shows the range beside the brand, and what tells apart cards that would look the same', async () => {
    const juice = (id: number, description: string | null = null) =>
      productCard({ id, name_de: 'Apfelsaft', name_en: 'Apfelsaft', description, quantity: '1 l' });
    server.use(
      http.get('/api/filtered-products/', () =>
        HttpResponse.json({
          items: [
            productCard({
              id: 311,
              name_en: 'Halbentrahmte Milch',
              brand: { name: 'Coop' },
              range: 'Free From',
              quantity: '1 l',
            }),
            juice(312),
            juice(313),
            productCard({ id: 314, name_en: 'Apfelsaft', quantity: '1 l', brand: null }),
          ],
          limit: 10,
          offset: 0,
          next_offset: null,
        }),
      ),
    );
    renderAt('/portal-home?q=apfelsaft');
    const card = (name: string, n = 0) =>
      screen.getAllByRole('link', { name })[n]!.closest('article')!;
    await screen.findByRole('link', { name: 'Halbentrahmte Milch' });
    expect(within(card('Halbentrahmte Milch')).getByText('Coop · Free From · 1 l')).toBeVisible();
    // Two juices of the same brand and size: told apart by the barcode's end; the third differs.
    expect(within(card('Apfelsaft', 0)).getByText('Barcode …0312')).toBeVisible();
    expect(within(card('Apfelsaft', 1)).getByText('Barcode …0313')).toBeVisible();
    expect(within(card('Apfelsaft', 2)).queryByText(/Barcode/)).not.toBeInTheDocument();
  });

  it('counts the matches that do not fit where they would rank, and shows them on request', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/filtered-products/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const all = params.get('diet')?.includes('red');
        return HttpResponse.json({
          items: all ? [milk, cuchaule] : [cuchaule],
          limit: 10,
          offset: 0,
          next_offset: null,
          hidden: all ? [] : [{ before: 0, count: 12, more: false }],
        });
      }),
    );
    const router = renderAt('/portal-home?q=honig');
    const notice = await screen.findByText("12 products for “honig” don't fit your diet");
    // Before the first product shown: the hidden ones are more relevant than it.
    const results = screen.getByRole('region', { name: 'Products for “honig” that fit your diet' });
    const items = within(results).getAllByRole('listitem');
    expect(items[0]).toContainElement(notice);
    expect(items[1]).toHaveTextContent('Mini cuchaule au beurre');
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=honig&all=1'));
    expect(await screen.findByRole('link', { name: 'Whole milk' })).toBeInTheDocument();
    expect(screen.queryByText(/don't fit your diet$/)).not.toBeInTheDocument();
  });

  it('says on a fitting card why it fits', async () => {
    server.use(
      http.get('/api/filtered-products/', () =>
        HttpResponse.json({
          items: [
            productCard({ id: 321, name_en: 'Pain sans gluten', why: ['gluten_free'] }),
            productCard({ id: 322, name_en: 'Gruyère AOP', why: ['ripened_cheese'] }),
          ],
          limit: 10,
          offset: 0,
          next_offset: null,
        }),
      ),
    );
    renderAt('/portal-home?q=pain');
    const card = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('article')!;
    expect(within(await card('Pain sans gluten')).getByText('Gluten-free')).toBeVisible();
    expect(
      within(await card('Gruyère AOP')).getByText('Ripened cheese: little lactose'),
    ).toBeVisible();
  });

  it('keeps the search when the user comes back from a product', async () => {
    const user = userEvent.setup();
    server.use(
      productPage({
        product: { ...milk, id: 200 },
        details: {},
        diet_check: { diet_color: 'red', checks: [] },
        alternatives: [],
      }),
      http.get('/api/favorites/', () => HttpResponse.json([])),
    );
    const router = renderAt('/portal-home?q=milch&category=1');
    const product = await screen.findByRole('link', { name: 'Bio Vollmilch 1' });
    const searchEntry = router.state.location.key;
    await user.click(product);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-home/product/200'));
    await user.click(await screen.findByRole('link', { name: /Back to search/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=milch&category=1'));
    // It steps back in history (so the list and its scroll position come back), not forward.
    expect(router.state.location.key).toBe(searchEntry);
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('milch');
  });
});
