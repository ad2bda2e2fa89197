import { SignJWT, jwtVerify, errors } from 'jose';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_S = 5 * 60;
export const REFRESH_TOKEN_TTL_S = 24 * 60 * 60;

export interface AccessClaims {
  userId: number;
  /** users.token_version when the token was issued; a bump revokes every older token. */
  version: number;
  /** The session (refresh family) it belongs to: logging that session out revokes the token. */
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** The claims we sign, checked strictly: a token with other types is forged or from elsewhere. */
const AccessPayloadSchema = z.object({
  type: z.literal('access'),
  user_id: z.number().int().positive().max(2_147_483_647),
  ver: z.number().int().min(0).max(2_147_483_647),
  sid: z.string().min(1).max(64),
  exp: z.number().int(),
});

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({
    user_id: claims.userId,
    type: 'access',
    ver: claims.version,
    sid: claims.sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(key(secret));
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'token_expired' | 'token_invalid' };

export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const claims = AccessPayloadSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'token_invalid' };
    return {
      ok: true,
      claims: { userId: claims.data.user_id, version: claims.data.ver, sessionId: claims.data.sid },
    };
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof errors.JWTExpired ? 'token_expired' : 'token_invalid',
    };
  }
}
