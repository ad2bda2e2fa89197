import { and, desc, eq, sql } from 'drizzle-orm';
import type { DietCheck } from '@safeshelf/contract';
import { MAX_MY_PRODUCTS } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { myProducts, users } from '#server/db/schema/index.js';

export type MyProductRow = typeof myProducts.$inferSelect;
export type NewMyProduct = typeof myProducts.$inferInsert;

export const listMyProducts = (db: Db, userId: number) =>
  db
    .select()
    .from(myProducts)
    .where(eq(myProducts.userId, userId))
    .orderBy(desc(myProducts.createdAt), desc(myProducts.id))
    .limit(MAX_MY_PRODUCTS);

/** The user's own product with this id; undefined for anyone else's (so it reads as not found). */
export async function findMyProduct(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(myProducts)
    .where(and(eq(myProducts.id, id), eq(myProducts.userId, userId)));
  return row;
}

/** Adds the product unless the user already keeps MAX_MY_PRODUCTS (user row locked: no race). */
export async function createMyProduct(db: Db, values: NewMyProduct) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(myProducts)
      .where(eq(myProducts.userId, values.userId));
    if ((count?.n ?? 0) >= MAX_MY_PRODUCTS) return undefined;
    const [row] = await tx.insert(myProducts).values(values).returning();
    return row;
  });
}

/** Stores a new verdict (after the engine or the user's diet profile changed). */
export const updateMyProductVerdict = (
  db: Db,
  id: number,
  verdict: { dietColor: string; checks: DietCheck[]; judgedBy: string; judgedFor: string },
) => db.update(myProducts).set(verdict).where(eq(myProducts.id, id));

export async function deleteMyProduct(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(myProducts)
    .where(and(eq(myProducts.id, id), eq(myProducts.userId, userId)))
    .returning({ id: myProducts.id });
  return removed.length > 0;
}
