import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadNamespaces } from '#web/i18n/setup.ts';
import { productCard, server, signIn } from '#web/test/portal.tsx';
import { BarcodeDialog } from './barcode-dialog';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadNamespaces('portal');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Open Food Facts 7610029141047 as the API judges it for a lactose-intolerant user.
const drink = productCard({
  id: 5064,
  barcode: '7610029141047',
  name_en: 'Milch - Drink',
  name_de: 'Milch - Drink',
  name_fr: 'Milch - Drink',
  brand: null,
  diet_color: 'red',
});
const dietCheck = {
  diet_color: 'red',
  checks: [
    {
      type: 'danger',
      intolerance: 'lactose',
      code: 'lactose.contains_milk',
      text: 'Contains milk (Lait partiellement écrémé) – lactose.',
      trigger: 'Lait partiellement écrémé',
    },
  ],
};

beforeEach(() => {
  signIn();
  server.use(
    http.get('/api/products/by-barcode/7610029141047/', () => HttpResponse.json(drink)),
    http.get('/api/products/by-barcode/:code/', () =>
      HttpResponse.json({ code: 'product_not_found', message: 'x' }, { status: 404 }),
    ),
    http.get('/api/product/5064/diet-check/', () => HttpResponse.json(dietCheck)),
  );
});

function renderDialog() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <BarcodeDialog onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function check(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText('Barcode');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Check product' }));
}

describe('barcode dialog', () => {
  it('names the reason of a no-go and links to the product', async () => {
    const user = renderDialog();
    await check(user, '7610029141047');
    expect(
      await screen.findByText('No go: this product does not fit your diet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Contains milk (Lait partiellement écrémé) – lactose.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Why (Lactose):')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Milch - Drink' })).toHaveAttribute(
      'href',
      '/portal-home/product/5064',
    );
  });

  it('shows one message at a time: a new check replaces the last answer', async () => {
    const user = renderDialog();
    await check(user, '7610029141047');
    await screen.findByText('No go: this product does not fit your diet.');
    await check(user, '12');
    expect(screen.getByText('Enter the 8 to 14 digits of the barcode.')).toBeInTheDocument();
    expect(screen.queryByText('No go: this product does not fit your diet.')).toBeNull();
    await check(user, '4000000000000');
    expect(await screen.findByText('We do not know this barcode yet.')).toBeInTheDocument();
    expect(screen.queryByText('Enter the 8 to 14 digits of the barcode.')).toBeNull();
  });

  it('offers no "Stop camera" when the camera never started', async () => {
    const user = renderDialog(); // jsdom has no camera, like a laptop without one
    await check(user, '12');
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(
      await screen.findByText('The camera could not be started. Please type the barcode instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop camera' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
    expect(screen.queryByText('Enter the 8 to 14 digits of the barcode.')).toBeNull();
  });
});
