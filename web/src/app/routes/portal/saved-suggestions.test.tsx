import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  categories,
  productCard,
  renderAt,
  server,
  signIn,
  subcategories,
} from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [milkKind, cheeseKind] = subcategories;
const kind = (s: (typeof subcategories)[number]) => ({
  id: s.id,
  name_en: s.name_en,
  name_de: s.name_de,
  name_fr: s.name_fr,
});
// Saved, newest first (the API's order): two milks and a cheese.
const lactoseFreeMilk = productCard({
  id: 201,
  name_en: 'Lactose-free whole milk',
  subcategory: kind(milkKind!),
});
const oatDrink = productCard({ id: 202, name_en: 'Oat drink', subcategory: kind(milkKind!) });
const goatCheese = productCard({
  id: 203,
  name_en: 'Goat cheese',
  subcategory: kind(cheeseKind!),
});
// What the search endpoint has for each kind, best fit first.
const byKind: Record<string, ReturnType<typeof productCard>[]> = {
  '11': [
    oatDrink,
    productCard({ id: 301, name_en: 'Lactose-free semi-skimmed milk' }),
    productCard({ id: 302, name_en: 'Almond drink' }),
  ],
  '12': [productCard({ id: 401, name_en: 'Lactose-free Gruyère' })],
};

const page = (items: unknown[]) => ({ items, limit: 10, offset: 0, next_offset: null });
const asked: URLSearchParams[] = [];
const catalogue = (saved: unknown[]) => [
  http.get('/api/categories/', () => HttpResponse.json(categories)),
  http.get('/api/subcategories/', () => HttpResponse.json(subcategories)),
  http.get('/api/favorites/products/', () => HttpResponse.json(saved)),
  http.get('/api/filtered-products/', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const sub = params.get('subcategory');
    return HttpResponse.json(
      page(sub ? (byKind[sub] ?? []) : [productCard({ id: 999, name_en: 'Mustard' })]),
    );
  }),
];

describe('the portal home suggests from the favourites', () => {
  it('shows fitting products of each saved kind, says why, and leaves out what is saved', async () => {
    asked.length = 0;
    signIn();
    server.use(...catalogue([lactoseFreeMilk, oatDrink, goatCheese]));
    renderAt('/portal-home');

    const milk = await screen.findByRole('region', {
      name: 'Because you saved “Lactose-free whole milk”',
    });
    const cheese = screen.getByRole('region', { name: 'Because you saved “Goat cheese”' });
    // One group per kind: the oat drink is a milk too, and is already saved.
    expect(screen.queryByRole('region', { name: /Oat drink/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(milk)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Lactose-free semi-skimmed milk', 'Almond drink']),
    );
    expect(within(cheese).getByRole('link', { name: /Lactose-free Gruyère/ })).toBeVisible();
    // Judged for the user's diet (green and yellow), never the random mix.
    expect(screen.queryByText('Mustard')).not.toBeInTheDocument();
    const kinds = asked.map((p) => [p.get('subcategory'), p.get('diet')]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['11', 'green,yellow'],
        ['12', 'green,yellow'],
      ]),
    );
    expect(kinds).not.toContainEqual([null, 'green,yellow']);

    // The cards open with the keyboard like the search's.
    const user = userEvent.setup();
    within(milk)
      .getByRole('link', { name: /Lactose-free semi-skimmed milk/ })
      .focus();
    server.use(http.get('/api/products/301/page/', () => new Promise(() => {})));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Because you saved/ })).not.toBeInTheDocument(),
    );
  });

  it('offers the mix to a user without favourites', async () => {
    signIn();
    server.use(...catalogue([]));
    renderAt('/portal-home');
    expect(await screen.findByRole('heading', { name: 'Suggestions for your diet' })).toBeVisible();
    expect(await screen.findByText('Mustard')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Because you saved/ })).not.toBeInTheDocument();
  });

  it('says when nothing new fits next to the favourites, and offers the mix', async () => {
    signIn();
    // The only milk that fits is the saved one.
    server.use(
      http.get('/api/filtered-products/', ({ request }) =>
        new URL(request.url).searchParams.get('subcategory') === '11'
          ? HttpResponse.json(page([oatDrink]))
          : undefined,
      ),
      ...catalogue([oatDrink]),
    );
    renderAt('/portal-home');
    expect(
      await screen.findByText(
        'Nothing new fits yet next to the products you saved. Here is a mix of products that fit.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Mustard')).toBeVisible();
  });

  it('shows an error with a retry when a kind cannot be loaded', async () => {
    signIn();
    let fail = true;
    // The first handler given answers.
    server.use(
      http.get('/api/filtered-products/', () =>
        fail
          ? HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })
          : HttpResponse.json(page(byKind['12']!)),
      ),
      ...catalogue([goatCheese]),
    );
    renderAt('/portal-home');
    const group = await screen.findByRole('region', { name: 'Because you saved “Goat cheese”' });
    const retry = await within(group).findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await within(group).findByRole('link', { name: /Lactose-free Gruyère/ })).toBeVisible();
  });
});
