import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from '#server/lib/errors.js';
import { requesterOf } from '#server/lib/requester.js';

/**
 * Per-IP request limits (@fastify/rate-limit, per route) and body-size limits of the account
 * routes. Decision 022 explains the numbers; the README lists them.
 */
export const RATE_LIMITS = {
  login: { max: 20, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 hour' },
  refresh: { max: 60, timeWindow: '1 minute' },
  revoke: { max: 30, timeWindow: '1 minute' },
  credentials: { max: 10, timeWindow: '1 minute' },
  deleteAccount: { max: 5, timeWindow: '1 minute' },
  write: { max: 60, timeWindow: '1 minute' },
  forms: { max: 5, timeWindow: '1 minute' },
  // Judging a typed or photographed label (issue 16): a shopper checks a few labels a minute.
  dietCheck: { max: 30, timeWindow: '1 minute' },
  // Reads that may judge or send much (My products: up to 200 texts, issue 29 point 1).
  heavyRead: { max: 120, timeWindow: '1 minute' },
} as const;

/**
 * Limits per signed-in user, whatever address they use (else per address), on top of a route's
 * per-address limit (issue 29 point 5): the per-address one turns a one-address flood away
 * before the body is read or the token checked; this one holds an account that rotates addresses.
 */
export const USER_LIMITS = {
  dietCheck: { max: 30, timeWindow: '1 minute' },
  // A shopper opens "My products" a few times a minute (the list sends no texts, issue 29).
  myProductsRead: { max: 30, timeWindow: '1 minute' },
  // One kept product with its text (a card opened): ~5 kB.
  myProductRead: { max: 120, timeWindow: '1 minute' },
  // Kept products judged again after a profile or language change, in batches of 10: three
  // whole re-judges of 200 per 10 minutes. Past it a read is 429 (what was judged stays stored),
  // so flipping the profile or language cannot make every read judge 200 worst-case texts.
  myProductsRejudge: { max: 60, timeWindow: '10 minutes' },
} as const;

/** A preHandler (after the auth guard) that answers 429 + Retry-After past a USER_LIMITS entry. */
export function limitPerUser(app: FastifyInstance, name: keyof typeof USER_LIMITS) {
  const check = app.createRateLimit({
    ...USER_LIMITS[name],
    keyGenerator: (request: FastifyRequest) => `${name}:${requesterOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}

export const BODY_LIMITS = {
  small: 2 * 1024,
  /**
   * Registration and profile: every text at its schema maximum (names 150, 20 custom intolerances
   * of 60 characters…) written as `\uXXXX` escapes (6 bytes a character) is about 13 KiB.
   */
  profile: 16 * 1024,
  form: 16 * 1024,
} as const;
