import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DietCheck } from '@safeshelf/contract';
import { MAX_MY_PRODUCTS } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { myProducts, users } from '#server/db/schema/index.js';

export type MyProductRow = typeof myProducts.$inferSelect;
export type NewMyProduct = typeof myProducts.$inferInsert;
/** A kept product without its ingredient text (what the list shows, issue 29). */
export type MyProductHead = Omit<MyProductRow, 'ingredientsText'>;

const { ingredientsText: _text, ...headColumns } = getTableColumns(myProducts);

const ofUser = (userId: number) => eq(myProducts.userId, userId);
const newestFirst = [desc(myProducts.createdAt), desc(myProducts.id)] as const;

export const listMyProducts = (db: Db, userId: number) =>
  db
    .select()
    .from(myProducts)
    .where(ofUser(userId))
    .orderBy(...newestFirst)
    .limit(MAX_MY_PRODUCTS);

/** The user's kept products without their texts: the list reads no ~1 MB it does not send. */
export const listMyProductHeads = (db: Db, userId: number): Promise<MyProductHead[]> =>
  db
    .select(headColumns)
    .from(myProducts)
    .where(ofUser(userId))
    .orderBy(...newestFirst)
    .limit(MAX_MY_PRODUCTS);

/** The ingredient texts of these of the user's products (to judge them again), by id. */
export async function myProductTexts(db: Db, userId: number, ids: number[]) {
  const rows = await db
    .select({ id: myProducts.id, ingredientsText: myProducts.ingredientsText })
    .from(myProducts)
    .where(and(ofUser(userId), inArray(myProducts.id, ids)));
  return new Map(rows.map((r) => [r.id, r.ingredientsText]));
}

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
