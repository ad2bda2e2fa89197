import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';
import { loginThrottle, refreshTokens, users } from '#server/db/schema/index.js';

// Refresh tokens -------------------------------------------------------------------------------

export interface NewRefreshToken {
  userId: number;
  tokenHash: string;
  ttlS: number;
  /** The family continued by a rotation; a login starts a new one (id given, started now). */
  family: { id: string; startedAt?: Date };
}

export async function createRefreshTokenRow(db: Db, token: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: token.userId,
    familyId: token.family.id,
    familyStartedAt: token.family.startedAt ?? sql`now()`,
    tokenHash: token.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${token.ttlS})`,
  });
}

/** An expired token can no longer be used, so its row can go. */
export async function deleteExpiredRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, sql`now()`)));
}

/** A token by its hash, with its state (and its family's) computed against the database clock. */
export async function findRefreshTokenByHash(db: Db, tokenHash: string, sessionMaxS: number) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      // Revoking is for the whole family and sticks: a successor inserted by a rotation racing
      // the revocation is dead too.
      revoked: sql<boolean>`exists (select 1 from refresh_tokens f
        where f.family_id = "refresh_tokens"."family_id" and f.revoked_at is not null)`,
      familyStartedAt: refreshTokens.familyStartedAt,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()
        or ${refreshTokens.familyStartedAt} <= now() - make_interval(secs => ${sessionMaxS})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token rotated unless it already was; true when this call won. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

export async function revokeRefreshFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function listSessions(db: Db, userId: number) {
  return db
    .select({
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(refreshTokens.id);
}

// Token version (on the user row): bumping it outdates every access token issued so far ----------

/**
 * What an access token is checked against on every request: the user's token version, and whether
 * its session (refresh family) was revoked. A family's newest refresh row outlives its newest
 * access token (1 day against 5 minutes), so a revocation is seen for the token's whole life.
 */
export async function findAccessState(db: Db, userId: number, familyId: string) {
  const [row] = await db
    .select({
      version: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findTokenVersion(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.version ?? null;
}

export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

// Login throttle ---------------------------------------------------------------------------------

export interface ThrottleRules {
  freeFailures: number;
  maxDelayS: number;
  forgetAfterS: number;
}

export async function deleteForgottenThrottles(db: Db, forgetAfterS: number): Promise<void> {
  await db.execute(sql`delete from login_throttle
    where updated_at < now() - make_interval(secs => ${forgetAfterS}) and coalesce(blocked_until, now()) <= now()`);
}

/**
 * Counts one more failure for `key` in one conditional upsert unless the key is blocked; from the
 * `freeFailures`th on, blocks it for 1, 2, 4 … s (capped). Returns 0 when reserved, else the wait.
 */
export async function reserveThrottledAttempt(
  db: Db,
  key: string,
  rules: ThrottleRules,
): Promise<number> {
  // This failure's number: counting restarts after a day without failures.
  const count = sql`(case when t.updated_at < now() - make_interval(secs => ${rules.forgetAfterS}) then 1 else t.failures + 1 end)`;
  const [row] = await queryRows<{ reserved: boolean; wait: number | null }>(
    db,
    sql`with reserved as (
        insert into login_throttle as t (key, failures, blocked_until, updated_at)
        values (${key}, 1, null, now())
        on conflict (key) do update set
          failures = ${count},
          updated_at = now(),
          blocked_until = case when ${count} >= ${rules.freeFailures}
            then now() + make_interval(secs => least(${rules.maxDelayS}, power(2, least(${count} - ${rules.freeFailures}, 20))))
            else null end
        where t.blocked_until is null or t.blocked_until <= now()
        returning 1)
      select exists (select 1 from reserved) as reserved,
        (select ceil(extract(epoch from blocked_until - now()))::int from login_throttle where key = ${key}) as wait`,
  );
  return row?.reserved ? 0 : Math.max(1, row?.wait ?? 1);
}

export async function deleteLoginThrottle(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export async function deleteLoginThrottles(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
