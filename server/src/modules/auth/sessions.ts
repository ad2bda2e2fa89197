import type { Db } from '#server/db/client.js';
import { signAccessToken } from './tokens.js';
import { createRefreshToken } from './refresh-tokens.js';
import { bumpTokenVersion, findTokenVersion, revokeAllRefreshTokens } from './repository.js';

export async function signAccessFor(
  db: Db,
  userId: number,
  sessionId: string,
  secret: string,
): Promise<string | null> {
  const version = await findTokenVersion(db, userId);
  return version === null ? null : signAccessToken({ userId, version, sessionId }, secret);
}

/** A new session: a fresh refresh family and an access token of the current token version. */
export async function startSession(
  db: Db,
  userId: number,
  secret: string,
): Promise<{ access: string; refresh: string }> {
  const { refresh, familyId } = await createRefreshToken(db, userId);
  const access = await signAccessFor(db, userId, familyId, secret);
  if (!access) throw new Error('user vanished while signing in');
  return { access, refresh };
}

/**
 * Ends every session of a user: revokes all refresh tokens and bumps the token version, so that
 * every access token already issued fails on its next request (logout everywhere, password change).
 */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await revokeAllRefreshTokens(db, userId);
  // Bumps the token version: every access token issued so far fails on its next request.
  await bumpTokenVersion(db, userId);
}
