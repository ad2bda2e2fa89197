import { desc, eq, sql } from 'drizzle-orm';
import { MAX_FAVORITES } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';
import { favorites, users } from '#server/db/schema/index.js';

export async function listFavorites(db: Db, userId: number) {
  return db
    .select({ productId: favorites.productId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(MAX_FAVORITES);
}

export type ToggleResult = 'added' | 'removed' | 'no_product' | 'limit_reached';

/**
 * Adds the favourite when absent, removes it when present. The user row is locked first, so
 * concurrent toggles by one user run one after the other and two toggles always cancel out.
 */
export async function toggleFavorite(
  db: Db,
  userId: number,
  productId: number,
): Promise<ToggleResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const removed = await tx
      .delete(favorites)
      .where(sql`${favorites.userId} = ${userId} and ${favorites.productId} = ${productId}`)
      .returning({ productId: favorites.productId });
    if (removed.length > 0) return 'removed';
    const [state] = await queryRows<{ product: boolean; count: number }>(
      tx,
      sql`select exists (select 1 from products where id = ${productId}) as product,
                 (select count(*)::int from favorites where user_id = ${userId}) as count`,
    );
    if (!state?.product) return 'no_product';
    if (state.count >= MAX_FAVORITES) return 'limit_reached';
    await tx.insert(favorites).values({ userId, productId });
    return 'added';
  });
}

export type SetResult = 'changed' | 'unchanged' | 'no_product' | 'limit_reached';

/**
 * Makes the product a favourite or not. Unlike a toggle, sending it twice, or after the same
 * change was made on another device, changes nothing: what an offline phone queued stays true
 * when it finally arrives (issue 32). Locks the user row like toggleFavorite.
 */
export async function setFavorite(
  db: Db,
  userId: number,
  productId: number,
  favorite: boolean,
): Promise<SetResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!favorite) {
      const removed = await tx
        .delete(favorites)
        .where(sql`${favorites.userId} = ${userId} and ${favorites.productId} = ${productId}`)
        .returning({ productId: favorites.productId });
      return removed.length > 0 ? 'changed' : 'unchanged';
    }
    const [state] = await queryRows<{ product: boolean; present: boolean; count: number }>(
      tx,
      sql`select exists (select 1 from products where id = ${productId}) as product,
                 exists (select 1 from favorites where user_id = ${userId} and product_id = ${productId}) as present,
                 (select count(*)::int from favorites where user_id = ${userId}) as count`,
    );
    if (!state?.product) return 'no_product';
    if (state.present) return 'unchanged';
    if (state.count >= MAX_FAVORITES) return 'limit_reached';
    await tx.insert(favorites).values({ userId, productId });
    return 'changed';
  });
}
