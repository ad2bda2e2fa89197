import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  RefreshRequestSchema,
  RevokeRequestSchema,
  TokenPairSchema,
  TokenRequestSchema,
  endpoints,
} from '@safeshelf/contract';
import { invalidCredentials, throttled, tokenExpired, tokenInvalid } from '#server/lib/errors.js';
import { logIn } from './login.js';
import { rotateRefreshToken, revokeRefreshToken } from './refresh-tokens.js';
import { endAllSessions, signAccessFor, startSession } from './sessions.js';
import { BODY_LIMITS, RATE_LIMITS } from './limits.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const secret = app.env.JWT_SECRET;

  app.post(
    endpoints.logIn.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        body: TokenRequestSchema,
        response: { 200: TokenPairSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { identifier, username, password } = request.body;
      const result = await logIn(db, identifier ?? username ?? '', password);
      if (!result.ok) {
        if (result.retryAfterS) throw throttled(result.retryAfterS);
        throw invalidCredentials();
      }
      return startSession(db, result.userId, secret);
    },
  );

  app.post(
    endpoints.refreshToken.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.refresh },
      schema: {
        body: RefreshRequestSchema,
        response: { 200: TokenPairSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const result = await rotateRefreshToken(db, request.body.refresh);
      if (!result.ok) {
        // A spent token replayed: assume theft. The family, and with it its access tokens, is revoked.
        if (result.reason === 'token_reused')
          throw tokenInvalid('Refresh token reused; this session has been ended');
        throw result.reason === 'token_expired'
          ? tokenExpired('Refresh token expired')
          : tokenInvalid('Invalid refresh token');
      }
      const access = await signAccessFor(db, result.userId, result.familyId, secret);
      if (!access) throw tokenInvalid('Invalid refresh token');
      return { access, refresh: result.refresh };
    },
  );

  app.post(
    endpoints.revokeToken.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.revoke },
      schema: {
        body: RevokeRequestSchema,
        response: { 204: z.null(), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = await revokeRefreshToken(db, request.body.refresh);
      if (userId === null) throw tokenInvalid('Invalid refresh token');
      if (request.body.everywhere) await endAllSessions(db, userId);
      return reply.code(204).send(null);
    },
  );
};
