import type { AccountExport } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { presentItem } from './presenters.js';
import { listInterests, listItems } from './repository.js';

/** Everything the feed keeps about a user, for the data export: its items and browsed subcategories. */
export async function exportFeed(db: Db, userId: number): Promise<AccountExport['news_feed']> {
  const [items, interests] = await Promise.all([
    listItems(db, userId, 10_000),
    listInterests(db, userId),
  ]);
  return {
    items: items.map(presentItem),
    browsed_subcategories: interests.map((r) => ({
      subcategory_id: r.subcategory_id,
      visits: r.visits,
      last_visit_at: new Date(r.last_visit_at).toISOString(),
    })),
  };
}
