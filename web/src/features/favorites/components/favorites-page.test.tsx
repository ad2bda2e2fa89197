import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { cuchaule, milk, renderAt, server, signIn } from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let favorites = [milk, cuchaule];
beforeEach(() => {
  signIn();
  favorites = [milk, cuchaule];
  server.use(
    http.get('/api/favorites/products/', () => HttpResponse.json(favorites)),
    http.post('/api/favorites/toggle/', async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: number };
      await delay(500);
      favorites = favorites.filter((product) => product.id !== product_id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('favourites', () => {
  it('removes a product after confirmation; the dialog cannot be closed while removing', async () => {
    const user = userEvent.setup();
    renderAt('/favorite');
    expect(
      await screen.findByRole('heading', { name: 'My Favorite Products' }),
    ).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Whole milk from favorites' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove from favorites?' });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Removing…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Whole milk' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mini cuchaule au beurre' })).toBeInTheDocument();
  });

  it('sends one removal for a double tap on Remove (issue 31.1)', async () => {
    // The server toggles: a second toggle would put the product back among the favourites.
    let toggles = 0;
    server.use(
      http.post('/api/favorites/toggle/', async () => {
        toggles += 1;
        await delay(200);
        const had = favorites.some((product) => product.id === milk.id);
        favorites = had
          ? favorites.filter((product) => product.id !== milk.id)
          : [milk, ...favorites];
        return had
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json({ product: milk.id }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/favorite');
    await user.click(
      await screen.findByRole('button', { name: 'Remove Whole milk from favorites' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove from favorites?' });
    const remove = screen.getByRole('button', { name: 'Remove' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(toggles).toBe(1);
    expect(screen.queryByRole('link', { name: 'Whole milk' })).not.toBeInTheDocument();
  });

  it('says when there are none, how to get some, and leads to the search', async () => {
    favorites = [];
    const router = renderAt('/favorite');
    expect(await screen.findByText('You have no favorite products yet.')).toBeInTheDocument();
    expect(
      screen.getByText('Mark a product with the heart to find it here again.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Search products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-home'));
  });

  it('tells products apart by brand and quantity, as the search does', async () => {
    // Mini cuchaule au beurre, Coop Suisse, 100 g (Open Food Facts 0000003301098).
    favorites = [{ ...cuchaule, quantity: '100 g' }];
    renderAt('/favorite');
    expect(await screen.findByText('Coop Suisse · 100 g')).toBeInTheDocument();
  });
});
