import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.js';
import {
  claimRefreshToken,
  createRefreshTokenRow,
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  isRotatedWithin,
  revokeRefreshFamily,
} from './repository.js';
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
  // Housekeeping on each login.
  if (!family) await deleteExpiredRefreshTokens(db, userId);
  await createRefreshTokenRow(db, {
    userId,
    tokenHash: digest(token),
    ttlS: REFRESH_TOKEN_TTL_S,
    family: family ?? { id: randomUUID() },
  });
  return token;
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
  const row = await findRefreshTokenByHash(db, digest(token), {
    sessionMaxS: SESSION_MAX_S,
    graceS: REFRESH_GRACE_S,
  });
  if (!row || row.revoked) return { ok: false, reason: 'token_invalid' };
  if (row.expired) return { ok: false, reason: 'token_expired' };
  const claimed = await claimRefreshToken(db, row.id);
  // Not claimed: re-read, a concurrent request may have rotated it a moment ago (inside the grace).
  if (!claimed && row.inGrace !== true && !(await isRotatedWithin(db, row.id, REFRESH_GRACE_S))) {
    await revokeRefreshFamily(db, row.familyId);
    return { ok: false, reason: 'token_reused', userId: row.userId };
  }
  const family = { id: row.familyId, startedAt: row.familyStartedAt };
  return {
    ok: true,
    userId: row.userId,
    refresh: await createRefreshToken(db, row.userId, family),
  };
}

/** Logout: revokes the token's family. Returns the owner, or null for an unknown token. */
export async function revokeRefreshToken(db: Db, token: string): Promise<number | null> {
  const row = await findRefreshTokenByHash(db, digest(token), {
    sessionMaxS: SESSION_MAX_S,
    graceS: REFRESH_GRACE_S,
  });
  if (!row) return null;
  await revokeRefreshFamily(db, row.familyId);
  return row.userId;
}
