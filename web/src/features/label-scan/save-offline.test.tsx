import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { offlineDb, type KeptPack } from '#web/lib/offline/db.ts';
import { listOutbox, sendOutbox } from '#web/lib/offline/outbox.ts';
import { loadNamespaces } from '#web/i18n/setup.ts';
import { emptyPack, renderAt, server, signIn } from '#web/test/portal.tsx';
import { SaveMyProductForm } from './components/save-my-product-form';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => signIn());

// A Zopf's label, judged on the phone for a lactose-intolerant user (the engine's reason).
const zopf = 'Weizenmehl, Vollmilch, Butter, Hefe, Salz';
const verdict = {
  diet_color: 'red' as const,
  checks: [
    {
      type: 'danger' as const,
      intolerance: 'lactose' as const,
      code: 'lactose.contains_milk',
      text: 'Contains milk (Vollmilch) – lactose.',
      trigger: 'Vollmilch',
    },
  ],
};

it('keeps a label saved without signal on the phone, shows it waiting in My products, and sends it when the signal is back', async () => {
  const db = await offlineDb();
  await db.put('pack', { ...emptyPack, owner: 7, synced_at: Date.now() } as KeptPack, 'current');
  server.use(http.all('/api/*', () => HttpResponse.error()));
  await loadNamespaces('portal');
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SaveMyProductForm text={zopf} lang="de" verdict={verdict} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('Product name'), 'Zopf');
  await user.type(screen.getByLabelText('Barcode (optional)'), '7610000000017');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(
      'No signal: saved on this device with the verdict above. It joins My products as soon as you are back online.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();

  // Opened again without signal (as after a reload): there, with the phone's verdict, waiting.
  cleanup();
  renderAt('/favorite');
  const mine = await screen.findByRole('region', { name: 'My products' }, { timeout: 15_000 });
  expect(await within(mine).findByRole('heading', { name: 'Zopf' })).toBeInTheDocument();
  expect(within(mine).getByText('Does not fit')).toBeInTheDocument();
  expect(within(mine).getByText('Waiting to send – judged on this device')).toBeInTheDocument();
  expect(await screen.findByText('Waiting to send: 1')).toBeInTheDocument();

  const posted: unknown[] = [];
  server.resetHandlers(
    http.post('/api/my-products/', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ id: 40, ...(posted.at(-1) as object) }, { status: 201 });
    }),
  );
  expect((await sendOutbox()).map((o) => `${o.item.kind}:${o.status}`)).toEqual([
    'my-product:sent',
  ]);
  expect(posted).toEqual([
    { name: 'Zopf', barcode: '7610000000017', ingredients_text: zopf, lang: 'de' },
  ]);
  expect(await listOutbox()).toEqual([]);
});
