import type { ProductCard } from '@safeshelf/contract';
import type { DietTokenQuery, Intolerance } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { presentCard } from './presenters.js';
import { listCardsByIds } from './repository.js';

/**
 * Product cards (the filtered-products shape, coloured by `query`, a profile's `app.diet.tokenQuery`,
 * saying why they fit the profile's `intolerances`) in the order of `ids`; ids that name no product
 * are left out. For favourites and other lists.
 */
export async function listProductCardsByIds(
  db: Db,
  ids: number[],
  query: DietTokenQuery,
  intolerances: readonly Intolerance[] = [],
): Promise<ProductCard[]> {
  const unique = [...new Set(ids)];
  const rows = await listCardsByIds(db, unique, query);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentCard(row, intolerances)] : [];
  });
}
