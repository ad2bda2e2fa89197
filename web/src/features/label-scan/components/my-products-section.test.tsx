import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyProduct, MyProductSummary } from '@safeshelf/contract';
import { offlineDb, type KeptPack } from '#web/lib/offline/db.ts';
import { emptyPack, renderAt, server, signIn } from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const twist: MyProductSummary = {
  id: 5,
  name: 'Twist beurre et fromage',
  barcode: null,
  lang: 'de',
  diet_color: 'red',
  checks: [
    {
      type: 'danger',
      code: 'contains',
      intolerance: 'gluten',
      trigger: 'Weizenmehl',
      text: 'Contains wheat flour (gluten)',
    },
  ],
  created_at: '2026-11-28T10:00:00.000Z',
};
const TEXT = 'Weizenmehl, Butter, Käse';

let textReads: number;
beforeEach(() => {
  signIn();
  textReads = 0;
  server.use(
    http.get('/api/favorites/products/', () => HttpResponse.json([])),
    // The list has no ingredient texts (issue 29); a product's own read has its text.
    http.get('/api/my-products/', () => HttpResponse.json([twist])),
    http.get('/api/my-products/5/', () => {
      textReads += 1;
      return HttpResponse.json({ ...twist, ingredients_text: TEXT } satisfies MyProduct);
    }),
  );
});

describe('my products: the list without texts (issue 29)', () => {
  it('shows name, colour and reasons from the list; reads the text only when a card is opened', async () => {
    const user = userEvent.setup();
    renderAt('/favorite');
    const mine = await screen.findByRole('region', { name: 'My products' });
    expect(await within(mine).findByRole('heading', { name: twist.name })).toBeInTheDocument();
    expect(textReads).toBe(0);
    await user.click(within(mine).getByText('Why this colour'));
    expect(within(mine).getByText('Contains wheat flour (gluten)')).toBeVisible();
    const marked = await within(mine).findByText('Weizenmehl', { selector: 'mark' });
    expect(marked.closest('p')).toHaveTextContent(TEXT);
    expect(textReads).toBe(1);
  });

  it('without signal, shows the text of a product kept on the phone', async () => {
    // Without signal the list comes from the pack kept at the last sync, with the texts.
    const db = await offlineDb();
    await db.put(
      'pack',
      {
        ...emptyPack,
        owner: 7,
        synced_at: Date.now(),
        my_products: [{ ...twist, ingredients_text: TEXT }],
      } as KeptPack,
      'current',
    );
    server.use(http.all('/api/*', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderAt('/favorite');
    const mine = await screen.findByRole('region', { name: 'My products' });
    await user.click(await within(mine).findByText('Why this colour'));
    expect(await within(mine).findByText('Weizenmehl', { selector: 'mark' })).toBeVisible();
    expect(textReads).toBe(0);
  });

  it('says when the text cannot be read, and tries again on request', async () => {
    server.use(
      http.get('/api/my-products/5/', () => {
        textReads += 1;
        // A 5xx is tried once more by the query cache: both tries fail.
        return textReads <= 2
          ? HttpResponse.json({ code: 'internal_error', message: 'x' }, { status: 500 })
          : HttpResponse.json({ ...twist, ingredients_text: TEXT });
      }),
    );
    const user = userEvent.setup();
    renderAt('/favorite');
    const mine = await screen.findByRole('region', { name: 'My products' });
    await user.click(await within(mine).findByText('Why this colour'));
    const alert = await within(mine).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(mine).findByText('Weizenmehl', { selector: 'mark' })).toBeVisible();
  });
});
