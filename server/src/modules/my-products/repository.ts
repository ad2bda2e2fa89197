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

export interface StoredVerdict {
  id: number;
  dietColor: string;
  checks: DietCheck[];
  judgedBy: string;
  judgedFor: string;
}

/** Stores new verdicts (after the engine, the diet profile or the language changed), in one statement. */
export async function updateMyProductVerdicts(db: Db, verdicts: StoredVerdict[]) {
  if (!verdicts.length) return;
  const rows = verdicts.map((v) => ({
    id: v.id,
    diet_color: v.dietColor,
    checks: v.checks,
    judged_by: v.judgedBy,
    judged_for: v.judgedFor,
  }));
  await db.execute(sql`
    update my_products m set diet_color = v.diet_color, checks = v.checks, judged_by = v.judged_by,
      judged_for = v.judged_for
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id int, diet_color text, checks jsonb, judged_by text, judged_for text)
    where m.id = v.id`);
}

export async function deleteMyProduct(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(myProducts)
    .where(and(eq(myProducts.id, id), eq(myProducts.userId, userId)))
    .returning({ id: myProducts.id });
  return removed.length > 0;
}
