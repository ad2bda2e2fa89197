import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.js';
import {
  claimRefreshToken,
  createRefreshTokenRow,
  deleteExpiredRefreshTokens,
  findRefreshTokenByHash,
  revokeRefreshFamily,
} from './repository.js';
import { REFRESH_TOKEN_TTL_S } from './tokens.js';

/** A session (token family) ends this long after its login, however often it was refreshed. */
export const SESSION_MAX_S = 30 * 24 * 60 * 60;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Family {
  id: string;
  startedAt: Date;
}

/**
 * Stores a new refresh token (a new family on login) and returns the only copy of its secret,
 * with its family: access tokens name it (`sid`), so revoking the family ends them too.
 */
export async function createRefreshToken(
  db: Db,
  userId: number,
  family?: Family,
): Promise<{ refresh: string; familyId: string }> {
  const refresh = randomBytes(32).toString('base64url');
  // Housekeeping on each login.
  if (!family) await deleteExpiredRefreshTokens(db, userId);
  const familyId = family?.id ?? randomUUID();
  await createRefreshTokenRow(db, {
    userId,
    tokenHash: digest(refresh),
    ttlS: REFRESH_TOKEN_TTL_S,
    family: family ?? { id: familyId },
  });
  return { refresh, familyId };
}

export type RotateResult =
  | { ok: true; userId: number; familyId: string; refresh: string }
  | { ok: false; reason: 'token_invalid' | 'token_expired' | 'token_reused' };

/**
 * Exchanges a refresh token for a new one in the same family. The conditional update makes the
 * exchange single-use even under concurrency; a rotated token presented again, however soon,
 * revokes the whole family and so every access token of it (decision 163: no grace window; the
 * browser's tabs share one refresh).
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  const row = await findRefreshTokenByHash(db, digest(token), SESSION_MAX_S);
  if (!row || row.revoked) return { ok: false, reason: 'token_invalid' };
  if (row.expired) return { ok: false, reason: 'token_expired' };
  if (!(await claimRefreshToken(db, row.id))) {
    await revokeRefreshFamily(db, row.familyId);
    return { ok: false, reason: 'token_reused' };
  }
  const family = { id: row.familyId, startedAt: row.familyStartedAt };
  const { refresh } = await createRefreshToken(db, row.userId, family);
  return { ok: true, userId: row.userId, familyId: row.familyId, refresh };
}

/** Logout: revokes the token's family. Returns the owner, or null for an unknown token. */
export async function revokeRefreshToken(db: Db, token: string): Promise<number | null> {
  const row = await findRefreshTokenByHash(db, digest(token), SESSION_MAX_S);
  if (!row) return null;
  await revokeRefreshFamily(db, row.familyId);
  return row.userId;
}
