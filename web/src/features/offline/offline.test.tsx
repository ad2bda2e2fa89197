import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OfflineProduct } from '@safeshelf/contract';
import { offlineDb, type KeptPack } from '#web/lib/offline/db.ts';
import { listOutbox, sendOutbox } from '#web/lib/offline/outbox.ts';
import { storeTokens } from '#web/lib/auth-tokens.ts';
import { emptyPack, fakeToken, renderAt, server, signIn } from '#web/test/portal.tsx';
import { loadNamespaces } from '#web/i18n/setup.ts';
import { OfflineStatus } from './components/offline-status';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Real products of the catalogue (off_products_swiss.jsonl) as the server keeps them for a
// lactose-intolerant user: Migros Vollmilch (red) and a Bannholz Kochspeck (green).
const wholeMilk: OfflineProduct = {
  id: 101,
  barcode: '7616800201013',
  name_en: 'Whole milk',
  name_de: 'Vollmilch',
  name_fr: 'Lait entier',
  brand: 'Migros',
  quantity: '1 l',
  image: null,
  diet_color: 'red',
  why: [],
  checks: [
    {
      type: 'danger',
      intolerance: 'lactose',
      code: 'lactose.contains_milk',
      text: 'Contains milk (Vollmilch) – lactose.',
      trigger: 'Vollmilch',
    },
  ],
  ingredients_text: 'Vollmilch',
};
const bacon: OfflineProduct = {
  ...wholeMilk,
  id: 104,
  barcode: '7610200345674',
  name_en: 'Kochspeck',
  name_de: 'Kochspeck',
  name_fr: 'Kochspeck',
  brand: 'Bannholz',
  quantity: '150 g',
  diet_color: 'green',
  checks: [],
  ingredients_text: 'Schweinefleisch, Salz',
};

async function keep(pack: Partial<KeptPack>) {
  const db = await offlineDb();
  await db.put(
    'pack',
    { ...emptyPack, owner: 7, synced_at: Date.UTC(2026, 10, 28, 11, 5), ...pack } as KeptPack,
    'current',
  );
}

/** The server cannot be reached: every API request fails as it does without signal. */
const noSignal = () => server.use(http.all('/api/*', () => HttpResponse.error()));

beforeEach(() => signIn());

describe('without signal', () => {
  it('shows the kept favourites and own products with their verdicts', async () => {
    await keep({
      favorites: [101],
      products: [wholeMilk, bacon],
      my_products: [
        {
          id: 3,
          name: 'Zopf',
          barcode: null,
          ingredients_text: 'Weizenmehl, Vollmilch, Butter',
          lang: 'de',
          diet_color: 'red',
          checks: wholeMilk.checks,
          created_at: '2026-11-28T10:00:00.000Z',
        },
      ],
    });
    noSignal();
    renderAt('/favorite');
    // The file's first render also loads the portal's code: seconds on a loaded machine.
    expect(
      await screen.findByRole('link', { name: 'Whole milk' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kochspeck' })).not.toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'My products' });
    expect(await within(mine).findByRole('heading', { name: 'Zopf' })).toBeInTheDocument();
    expect(within(mine).getByText('Does not fit')).toBeInTheDocument();
  });

  it('keeps the user in the portal when the session cannot be refreshed for lack of signal', async () => {
    storeTokens({ access: fakeToken(-60), refresh: 'refresh-token-1' });
    await keep({ favorites: [101], products: [wholeMilk] });
    noSignal();
    const router = renderAt('/favorite');
    expect(await screen.findByRole('link', { name: 'Whole milk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorite');
    expect(localStorage.getItem('refresh')).toBe('refresh-token-1');
  });

  it('queues a favourite change, shows it waiting, and sends it when the signal is back', async () => {
    await keep({ favorites: [], products: [bacon] });
    noSignal();
    const user = userEvent.setup();
    renderAt('/portal-home/product/104');
    expect(await screen.findByRole('heading', { name: 'Kochspeck', level: 1 })).toBeInTheDocument();
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Waiting to send: 1')).toBeInTheDocument();
    expect(heart).toHaveAccessibleName('Favorite (waiting to send)');

    const sent: unknown[] = [];
    server.resetHandlers(
      http.put('/api/favorites/:id/', async ({ request, params }) => {
        sent.push([params.id, await request.json()]);
        return HttpResponse.json({ product: 104, favorite: true, changed: true });
      }),
    );
    expect((await sendOutbox()).map((o) => o.status)).toEqual(['sent']);
    expect(sent).toEqual([['104', { favorite: true }]]);
    expect(await listOutbox()).toEqual([]);
  });

  it('shows a kept product page with its ingredient list, and says what needs a connection', async () => {
    await keep({ products: [bacon] });
    noSignal();
    const user = userEvent.setup();
    renderAt('/portal-home/product/104');
    expect(await screen.findByRole('heading', { name: 'Kochspeck', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Schweinefleisch, Salz')).toBeInTheDocument();
    // Not kept on the phone: never "no data" or "no alternatives", which would be wrong.
    await user.click(screen.getByRole('button', { name: 'Nutrition' }));
    expect(
      screen.getByText('Not kept on this device: shown as soon as you are back online.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Alternatives need a connection: shown as soon as you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No alternatives/)).not.toBeInTheDocument();
  });

  it('answers a kept barcode at once, and offers to ask about one it does not keep', async () => {
    await keep({ products: [wholeMilk] });
    noSignal();
    const user = userEvent.setup();
    renderAt('/portal-home');
    await user.click(await screen.findByRole('button', { name: 'Scan or enter barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a product by barcode' });
    await user.type(within(dialog).getByLabelText('Barcode'), wholeMilk.barcode);
    await user.click(within(dialog).getByRole('button', { name: 'Check product' }));
    expect(
      await within(dialog).findByText('No go: this product does not fit your diet.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Contains milk (Vollmilch) – lactose.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Barcode'));
    await user.type(within(dialog).getByLabelText('Barcode'), '4000417025005');
    await user.click(within(dialog).getByRole('button', { name: 'Check product' }));
    expect(
      await within(dialog).findByText(
        'No signal, and barcode 4000417025005 is not kept on this device.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ask when I am back online' }));
    expect(
      await within(dialog).findByText('Saved: the answer appears as soon as you are back online.'),
    ).toBeInTheDocument();
    expect((await listOutbox()).map((item) => item.kind)).toEqual(['question']);
  });
});

describe('the outbox', () => {
  it('sends in the order taken, drops what the server refuses, and keeps the rest when the signal goes again', async () => {
    await keep({ products: [wholeMilk, bacon] });
    const { queueAction } = await import('#web/lib/offline/outbox.ts');
    const put = (id: number, favorite: boolean) =>
      queueAction({
        kind: 'favorite',
        product_id: id,
        favorite,
        request: { method: 'PUT', path: `/api/favorites/${id}/`, body: { favorite } },
      });
    await put(101, false);
    await put(999999, true);
    await put(104, true);
    await put(101, true);
    const order: string[] = [];
    server.use(
      http.put('/api/favorites/999999/', () =>
        HttpResponse.json({ code: 'product_not_found', message: 'x' }, { status: 404 }),
      ),
      http.put('/api/favorites/101/', async ({ request }) => {
        const { favorite } = (await request.json()) as { favorite: boolean };
        order.push(`101:${favorite}`);
        // Removed on another device meanwhile: the queued removal changes nothing.
        return HttpResponse.json({ product: 101, favorite, changed: favorite });
      }),
      http.put('/api/favorites/104/', () => HttpResponse.error()),
    );
    const outcomes = await sendOutbox();
    expect(outcomes.map((o) => `${o.item.kind}:${o.status}`)).toEqual([
      'favorite:sent',
      'favorite:refused',
    ]);
    expect(order).toEqual(['101:false']);
    // The signal went again at 104: it and the action after it wait, in order.
    expect((await listOutbox()).map((i) => i.kind === 'favorite' && i.product_id)).toEqual([
      104, 101,
    ]);
  });
});

describe('a label saved without signal', () => {
  it('when refused (the most products kept), says so and keeps the label text at hand', async () => {
    const zopf = 'Weizenmehl, Vollmilch, Butter, Hefe, Salz';
    const body = { name: 'Zopf', ingredients_text: zopf, lang: 'de' as const };
    const { queueAction } = await import('#web/lib/offline/outbox.ts');
    await queueAction({
      kind: 'my-product',
      product: {
        ...body,
        barcode: null,
        diet_color: 'red',
        checks: wholeMilk.checks,
        created_at: '2026-11-28T18:00:00.000Z',
      },
      request: { method: 'POST', path: '/api/my-products/', body },
    });
    server.use(
      http.post('/api/my-products/', () =>
        HttpResponse.json({ code: 'conflict', message: 'At most 200' }, { status: 409 }),
      ),
    );
    const outcomes = await sendOutbox();
    expect(outcomes.map((o) => `${o.item.kind}:${o.status}`)).toEqual(['my-product:refused']);
    await loadNamespaces('portal');
    render(
      <MemoryRouter>
        <OfflineStatus outcomes={outcomes} syncing={false} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'Zopf was not saved to My products: you already keep the most products allowed (200). Remove one, then save the label again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(zopf)).toBeInTheDocument();
  });
});
