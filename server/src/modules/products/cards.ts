import type { ProductCard } from '@safeshelf/contract';
import type { DietProfile, Engine } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { dietQueryFor } from './diet.js';
import { presentCard } from './presenters.js';
import { listCardsByIds } from './repository.js';

/**
 * Product cards (the filtered-products shape, with diet_color for `profile`) in the order of `ids`;
 * ids that name no product are left out. For favourites and other lists of known products.
 */
export async function listProductCardsByIds(
  db: Db,
  ids: number[],
  profile: DietProfile,
  engine: Engine,
): Promise<ProductCard[]> {
  const unique = [...new Set(ids)];
  const rows = await listCardsByIds(db, unique, dietQueryFor(engine, profile));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentCard(row, profile.intolerances)] : [];
  });
}
