import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';
import { REFRESH_TOKEN_TTL_S } from './tokens.js';

/** Two tabs refreshing with the same token within this window both succeed (decision 020). */
export const REFRESH_GRACE_S = 20;
/** A session (token family) ends this long after its login, however often it was refreshed. */
export const SESSION_MAX_S = 30 * 24 * 60 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Family {
  id: string;
  startedAt: Date;
}

/** Stores a new refresh token (a new family on login) and returns the only copy of its secret. */
export async function createRefreshToken(db: Db, userId: number, family?: Family): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  if (!family) await deleteExpiredRefreshTokens(db, userId);
  await db.insert(refreshTokens).values({
    userId,
    familyId: family?.id ?? randomUUID(),
    familyStartedAt: family?.startedAt ?? sql`now()`,
    tokenHash: digest(token),
    expiresAt: sql`now() + make_interval(secs => ${REFRESH_TOKEN_TTL_S})`,
  });
  return token;
}

/** Housekeeping on each login: an expired token can no longer be used, so its row can go. */
async function deleteExpiredRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, sql`now()`)));
}

export type RotateResult =
  | { ok: true; userId: number; refresh: string }
  | { ok: false; reason: 'token_invalid' | 'token_expired' }
  | { ok: false; reason: 'token_reused'; userId: number };

/**
 * Exchanges a refresh token for a new one in the same family. The conditional update makes the
 * exchange single-use even under concurrency; a rotated token presented again inside the grace
 * window gets a sibling token, later it revokes the whole family.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
      familyStartedAt: refreshTokens.familyStartedAt,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()
        or ${refreshTokens.familyStartedAt} <= now() - make_interval(secs => ${SESSION_MAX_S})`,
      inGrace: sql<
        boolean | null
      >`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REFRESH_GRACE_S})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)));
  if (!row || row.revoked) return { ok: false, reason: 'token_invalid' };
  if (row.expired) return { ok: false, reason: 'token_expired' };
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0 && row.inGrace !== true) {
    // Re-read: a concurrent request may have rotated it a moment ago (then we are inside the grace).
    const [again] = await db
      .select({
        inGrace: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${REFRESH_GRACE_S})`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id));
    if (!again?.inGrace) {
      await revokeFamily(db, row.familyId);
      return { ok: false, reason: 'token_reused', userId: row.userId };
    }
  }
  const family = { id: row.familyId, startedAt: row.familyStartedAt };
  return {
    ok: true,
    userId: row.userId,
    refresh: await createRefreshToken(db, row.userId, family),
  };
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the token's family. Returns the owner, or null for an unknown token. */
export async function revokeRefreshToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)));
  if (!row) return null;
  await revokeFamily(db, row.familyId);
  return row.userId;
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
