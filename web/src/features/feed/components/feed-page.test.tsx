import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FeedItem } from '@safeshelf/contract';
import { renderAt, server, signIn } from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Framboises (Open Food Facts 20130626), whose list gained skimmed milk powder in an import.
const changed: FeedItem = {
  id: 11,
  kind: 'favorite_changed',
  product_id: 15,
  my_product_id: null,
  name_en: 'Framboises',
  name_de: 'Framboises',
  name_fr: 'Framboises',
  image: null,
  color_before: 'green',
  color_after: 'red',
  words_added: ['lait écrémé en poudre'],
  words_removed: ['sucre'],
  changed_at: '2026-11-28T10:00:00.000Z',
  read: false,
};
const fresh: FeedItem = {
  ...changed,
  id: 10,
  kind: 'new_for_you',
  product_id: 16,
  name_en: 'Kochspeck',
  name_de: 'Kochspeck',
  name_fr: 'Kochspeck',
  color_before: null,
  color_after: 'green',
  words_added: [],
  words_removed: [],
  changed_at: '2026-11-27T10:00:00.000Z',
  read: true,
};

let items: FeedItem[] = [];
let reads: unknown[] = [];
let dismissed: string[] = [];
beforeEach(() => {
  signIn();
  items = [changed, fresh];
  reads = [];
  dismissed = [];
  const unread = () => items.filter((i) => !i.read).length;
  server.use(
    http.get('/api/feed/', () => HttpResponse.json({ items, unread: unread(), next_before: null })),
    http.get('/api/feed/unread/', () => HttpResponse.json({ unread: unread() })),
    http.post('/api/feed/read/', async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      reads.push(body);
      items = items.map((i) => (!body.ids || body.ids.includes(i.id) ? { ...i, read: true } : i));
      return HttpResponse.json({ unread: unread() });
    }),
    http.delete('/api/feed/:id/', ({ params }) => {
      dismissed.push(String(params.id));
      items = items.filter((i) => String(i.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('news feed', () => {
  it('shows a changed favourite with its verdict before and now and the words that came and went', async () => {
    renderAt('/news-feed');
    const item = await screen.findByRole('article', { name: 'Framboises' });
    expect(within(item).getByText('A favourite changed')).toBeInTheDocument();
    expect(within(item).getByText('New')).toBeInTheDocument();
    expect(
      within(item).getByText('Its ingredient list changed, and so did its verdict for you.'),
    ).toBeInTheDocument();
    expect(within(item).getByText('Fits your diet')).toBeInTheDocument();
    expect(within(item).getByText('Does not fit')).toBeInTheDocument();
    expect(within(item).getByText('lait écrémé en poudre')).toBeInTheDocument();
    expect(within(item).getByText('sucre')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Framboises' })).toHaveAttribute(
      'href',
      '/portal-home/product/15',
    );
    const other = screen.getByRole('article', { name: 'Kochspeck' });
    expect(within(other).getByText('New for you')).toBeInTheDocument();
    expect(within(other).queryByText('New')).not.toBeInTheDocument();
    // The sidebar counts the one unread item.
    expect(
      await screen.findByRole('link', { name: /^News Feed\W+1 unread\W*$/ }),
    ).toBeInTheDocument();
  });

  it('marks an item read, all items read, and removes one', async () => {
    const user = userEvent.setup();
    renderAt('/news-feed');
    const item = await screen.findByRole('article', { name: 'Framboises' });
    await user.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(item).queryByText('New')).not.toBeInTheDocument());
    expect(reads).toEqual([{ ids: [11] }]);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove from the feed: Kochspeck' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Kochspeck' })).not.toBeInTheDocument(),
    );
    expect(dismissed).toEqual(['10']);
  });

  it('offers "Mark all as read" while something is unread', async () => {
    const user = userEvent.setup();
    items = [changed, { ...fresh, read: false }];
    renderAt('/news-feed');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(reads).toEqual([{}]);
  });

  it('says what it will show when there is nothing yet', async () => {
    items = [];
    renderAt('/news-feed');
    expect(await screen.findByText(/Nothing new yet/)).toBeInTheDocument();
  });
});
