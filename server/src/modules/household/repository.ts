import { and, asc, eq, sql } from 'drizzle-orm';
import type { DietTokenQuery } from '@safeshelf/engine';
import { MAX_HOUSEHOLD_PEOPLE } from '@safeshelf/contract';
import { queryRows, type Db } from '#server/db/client.js';
import { householdPeople, users } from '#server/db/schema/index.js';
import { intArray, textArray } from '#server/db/sql-array.js';

export type PersonRow = typeof householdPeople.$inferSelect;
export type PersonValues = Pick<
  PersonRow,
  'name' | 'intolerances' | 'customIntolerances' | 'toleratedFodmapGroups'
>;

/** The user's household, in the order the people were added. */
export const listPeople = (db: Db, userId: number) =>
  db
    .select()
    .from(householdPeople)
    .where(eq(householdPeople.userId, userId))
    .orderBy(asc(householdPeople.id))
    .limit(MAX_HOUSEHOLD_PEOPLE);

/** The account holder's names and diet (the first person of "everyone"). */
export async function findHolder(db: Db, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      surname: users.surname,
      intolerances: users.intolerances,
      customIntolerances: users.customIntolerances,
      toleratedFodmapGroups: users.toleratedFodmapGroups,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The user's own person with this id; undefined for anyone else's (so it reads as not found). */
export async function findPerson(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(householdPeople)
    .where(and(eq(householdPeople.id, id), eq(householdPeople.userId, userId)));
  return row;
}

/** Adds the person unless the household is full (user row locked: two adds cannot both pass). */
export async function createPerson(db: Db, userId: number, values: PersonValues) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(householdPeople)
      .where(eq(householdPeople.userId, userId));
    if ((count?.n ?? 0) >= MAX_HOUSEHOLD_PEOPLE) return undefined;
    const [row] = await tx
      .insert(householdPeople)
      .values({ userId, ...values })
      .returning();
    return row;
  });
}

export async function updatePerson(db: Db, userId: number, id: number, values: PersonValues) {
  const [row] = await db
    .update(householdPeople)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(householdPeople.id, id), eq(householdPeople.userId, userId)))
    .returning();
  return row;
}

export async function deletePerson(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(householdPeople)
    .where(and(eq(householdPeople.id, id), eq(householdPeople.userId, userId)))
    .returning({ id: householdPeople.id });
  return removed.length > 0;
}

const colour = (q: DietTokenQuery) =>
  sql`case when p.diet_tokens && ${textArray(q.red)} then 'red' when p.diet_tokens && ${textArray(q.yellow)} then 'yellow' else 'green' end`;

/** Each product's colour for each of `queries` (one person each), in the order of `queries`. */
export async function listColoursByIds(
  db: Db,
  ids: number[],
  queries: DietTokenQuery[],
): Promise<Map<number, string[]>> {
  if (!ids.length || !queries.length) return new Map();
  const rows = await queryRows<{ id: number; colours: string[] }>(
    db,
    sql`select p.id, array[${sql.join(queries.map(colour), sql`, `)}] as colours
        from products p where p.id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.colours]));
}
