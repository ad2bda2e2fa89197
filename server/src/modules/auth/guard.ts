import type { FastifyRequest } from 'fastify';
import { tokenExpired, tokenInvalid, unauthorized } from '#server/lib/errors.js';
import { findAccessState } from './repository.js';
import { verifyAccessToken } from './tokens.js';

export interface AuthUser {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The caller, from `Authorization: Bearer <access>`, or null when anonymous. Throws on a bad token. */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw tokenInvalid('Malformed Authorization header');
  const result = await verifyAccessToken(match[1], request.server.env.JWT_SECRET);
  if (!result.ok)
    throw result.reason === 'token_expired'
      ? tokenExpired('Access token expired')
      : tokenInvalid('Invalid token');
  const { userId, version, sessionId } = result.claims;
  const state = await findAccessState(request.server.database.db, userId, sessionId);
  // A deleted user, a bumped token version (logout everywhere, password change) or its session's
  // logout or refresh-token reuse (the family revoked) revokes the token at once.
  if (!state || state.version !== version || state.revoked) throw tokenInvalid('Token revoked');
  return { id: result.claims.userId };
}

/** onRequest hook for a protected route group. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  request.user = await authenticate(request);
  if (!request.user) throw unauthorized();
}

/** onRequest hook for routes that answer anyone but personalise for a signed-in user. */
export async function optionalAuth(request: FastifyRequest): Promise<void> {
  request.user = await authenticate(request);
}
