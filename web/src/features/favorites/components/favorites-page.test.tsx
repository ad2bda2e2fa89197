import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

  it('says when there are none', async () => {
    favorites = [];
    renderAt('/favorite');
    expect(await screen.findByText('You have no favorite products yet.')).toBeInTheDocument();
  });
});
