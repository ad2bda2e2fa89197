import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<
  typeof users.$inferInsert,
  'id' | 'tokenVersion' | 'createdAt' | 'updatedAt'
>;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type UserDiet = Pick<
  UserRow,
  'intolerances' | 'customIntolerances' | 'toleratedFodmapGroups'
>;

/** The diet columns alone (read on every product request of a signed-in user). */
export async function findUserDiet(db: Db, id: number): Promise<UserDiet | undefined> {
  const [row] = await db
    .select({
      intolerances: users.intolerances,
      customIntolerances: users.customIntolerances,
      toleratedFodmapGroups: users.toleratedFodmapGroups,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Login by email or username (case-insensitive); an exact email match wins over a username. */
export async function findUserByIdentifier(
  db: Db,
  identifier: string,
): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${key} or lower(${users.username}) = ${key}`)
    .orderBy(sql`lower(${users.email}) = ${key} desc`)
    .limit(1);
  return row;
}

/** Which of username / email is already taken (case-insensitive). */
export async function findTakenFields(
  db: Db,
  username: string | null,
  email: string | null,
  exceptId = 0,
) {
  const rows = await db
    .select({
      username: sql<boolean>`lower(${users.username}) = lower(${username ?? ''})`,
      email: sql<boolean>`lower(${users.email}) = lower(${email ?? ''})`,
    })
    .from(users)
    .where(
      sql`${users.id} <> ${exceptId} and (lower(${users.username}) = lower(${username ?? ''}) or lower(${users.email}) = lower(${email ?? ''}))`,
    );
  return { username: rows.some((r) => r.username), email: rows.some((r) => r.email) };
}

/** Inserts a user; returns undefined when the username or email was taken concurrently. */
export async function createUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
