// Test helpers for the portal: a signed-in browser, the real route tree, and API fixtures for msw.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { http, HttpResponse } from 'msw';
import type { DietCheckResult, ProductCard, ProductDetails } from '@safeshelf/contract';
import { portalRoutes } from '#web/app/routes/portal/routes.tsx';
import { storeTokens } from '#web/lib/auth-tokens.ts';
import { renderRoute } from './render-route.tsx';
import { RouteTree } from '#web/app/app-routes.tsx';
import { createQueryClient } from '#web/app/query-provider.tsx';
import { publicRoutes } from '#web/app/routes/public.tsx';
import { paths } from '#web/config/paths.ts';
import { server } from './api.ts';
import i18n from '#web/i18n/setup.ts';

export { server };

// Every portal page greets the user and keeps the profile's language: who is signed in, by default.
export const me = { id: 7, username: 'anna', email: 'anna@example.ch' };
export const profileOfMe = {
  id: 7,
  username: 'anna',
  name: 'Anna',
  surname: 'Muster',
  gender: 'Female' as const,
  birth_year: 1990,
  language: 'English' as const,
  shopping_preference: 3,
  intolerances: ['lactose' as const],
  custom_intolerances: [],
  tolerated_fodmap_groups: [],
};

export const emptyPack = {
  engine_fingerprint: 'f'.repeat(64),
  profile: { intolerances: ['lactose'], custom: [], tolerated_fodmap_groups: [] },
  lang: 'en',
  favorites: [],
  products: [],
  my_products: [],
};

// Before each test (a test's own handlers, added later, take precedence).
beforeEach(() =>
  server.use(
    http.get('/api/user/me/', () => HttpResponse.json(me)),
    // The catalogue is imported (a test of the loading state answers otherwise).
    http.get('/api/catalogue/status/', () =>
      HttpResponse.json({ state: 'ready', products: 34_913 }),
    ),
    http.get('/api/user/profile/7/', () => HttpResponse.json(profileOfMe)),
    // The sidebar counts unread news; the judged-for picker reads the household (none by default).
    http.get('/api/feed/unread/', () => HttpResponse.json({ unread: 0 })),
    http.get('/api/household/', () => HttpResponse.json([])),
    // The home's suggestions start from the favourites: none by default.
    http.get('/api/favorites/products/', () => HttpResponse.json([])),
    // The portal keeps the user's data for use without signal (features/offline): nothing yet.
    http.get('/api/offline/pack/', () => HttpResponse.json(emptyPack)),
    // A test that switches the interface language sees it saved to the profile.
    http.put('/api/user/profile/7/', async ({ request }) =>
      HttpResponse.json({ ...profileOfMe, ...((await request.json()) as object) }),
    ),
  ),
);

// Whole-page tests load lazy routes; on a busy machine they need more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the portal restores scroll positions on navigation.
window.scrollTo = () => {};

/**
 * The API of a test file that switches the interface language: msw serves it, and after each
 * test the page is unmounted before the language goes back to English (a mounted portal would save
 * the language to the profile, or refetch in English with no handlers left).
 */
export function serveApiAcrossLanguages() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    cleanup();
    server.resetHandlers();
    await i18n.changeLanguage('en');
  });
  afterAll(() => server.close());
}

/** A JWT-shaped token the browser treats as valid for `expiresInS` seconds. */
export function fakeToken(expiresInS = 300) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ user_id: 7, type: 'access', exp: Math.floor(Date.now() / 1000) + expiresInS })}.sig`;
}

export function signIn() {
  storeTokens({ access: fakeToken(), refresh: 'refresh-token-1' });
}

/** Renders the portal's real (lazy) routes at `path` with a fresh query cache; the public pages are
 *  stand-ins, except the one logout. Returns a handle to inspect where it went. */
export function renderAt(path: string) {
  // The app's cache settings (freshness, no retry of a 404), so a test sees what a user would see.
  const queryClient = createQueryClient();
  const routes = [
    {
      element: (
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      ),
      children: portalRoutes,
    },
    { path: '/', element: <h1>Home page</h1> },
    { path: '/login', element: <h1>Login page</h1> },
    // The real (lazy) logout route, which loads its texts as the app does.
    publicRoutes.find((route) => route.path === paths.logout)!,
  ];
  return renderRoute(path, <RouteTree routes={routes} />);
}

// Real Swiss products from the catalogue data (off_products_swiss.jsonl), in the API's card shape.
export function productCard(overrides: Partial<ProductCard> & { id: number }): ProductCard {
  return {
    barcode: String(7610000000000 + overrides.id),
    name_en: 'Kochspeck',
    name_de: 'Kochspeck',
    name_fr: 'Kochspeck',
    description: null,
    image: null,
    price: null,
    diet_color: 'green',
    why: [],
    brand: { name: 'Bannholz' },
    range: null,
    quantity: null,
    category: null,
    subcategory: null,
    grocery_store: null,
    product_url: null,
    ...overrides,
  };
}

export const milk = productCard({
  id: 101,
  name_en: 'Whole milk',
  name_de: 'Vollmilch',
  name_fr: 'Lait entier',
  brand: { name: 'Migros' },
  diet_color: 'red',
  price: 1.65,
});
export const cuchaule = productCard({
  id: 102,
  name_en: 'Mini cuchaule au beurre',
  name_de: 'Mini cuchaule au beurre',
  name_fr: 'Mini cuchaule au beurre',
  brand: { name: 'Coop Suisse' },
  diet_color: 'yellow',
});
export const tapenade = productCard({
  id: 103,
  name_en: 'Tapenade De Poivrons Doux Rouges',
  name_de: 'Tapenade De Poivrons Doux Rouges',
  name_fr: 'Tapenade De Poivrons Doux Rouges',
  brand: null,
});

export const categories = [
  {
    id: 1,
    slug: 'dairy',
    name_en: 'Dairy and alternatives',
    name_de: 'Milchprodukte und Alternativen',
    name_fr: 'Produits laitiers et alternatives',
    image: '/categories/dairy.svg',
  },
  {
    id: 2,
    slug: 'bread',
    name_en: 'Bread and bakery',
    name_de: 'Brot und Backwaren',
    name_fr: 'Pain et boulangerie',
    image: '/categories/bread.svg',
  },
];
export const subcategories = [
  { id: 11, slug: 'milk', name_en: 'Milk', name_de: 'Milch', name_fr: 'Lait', category: 1 },
  { id: 12, slug: 'cheese', name_en: 'Cheese', name_de: 'Käse', name_fr: 'Fromage', category: 1 },
  { id: 21, slug: 'bread', name_en: 'Bread', name_de: 'Brot', name_fr: 'Pain', category: 2 },
];

/** What a product page answer holds (the product may be a card: the page reads no more of it). */
export interface PageParts {
  product: ProductCard;
  details: Partial<ProductDetails>;
  diet_check: DietCheckResult;
  alternatives: ProductCard[];
}

/** Details with nothing known, for pages whose test is about something else. */
export const emptyDetails = (id: number): ProductDetails => ({
  id,
  ingredients: [],
  ingredients_text: { en: null, de: null, fr: null, other: null },
  allergens: [],
  traces: [],
  nutrition: {},
  description: null,
  production_country: null,
});

/** The product page endpoint for `parts.product`, answering in one request as the API does. */
export const productPage = (parts: PageParts) =>
  http.get(`/api/products/${parts.product.id}/page/`, () =>
    HttpResponse.json({
      ...parts,
      details: { ...emptyDetails(parts.product.id), ...parts.details },
    }),
  );

/** The product page endpoint answering 404 for `id`. */
export const missingProductPage = (id: number, onRequest?: () => void) =>
  http.get(`/api/products/${id}/page/`, () => {
    onRequest?.();
    return HttpResponse.json(
      { code: 'product_not_found', message: 'No product with this id' },
      { status: 404 },
    );
  });
