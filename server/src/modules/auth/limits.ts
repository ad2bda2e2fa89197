import { requesterOf } from '#server/lib/requester.js';

/**
 * Counted per signed-in user (whatever address they use), else per address: checked after the auth
 * guard, so a user rotating addresses keeps one count.
 */
const perRequester = { hook: 'preHandler', keyGenerator: requesterOf } as const;

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
  dietCheck: { max: 30, timeWindow: '1 minute', ...perRequester },
  // Reads that may judge (My products after a profile change, issue 29 point 1).
  userRead: { max: 120, timeWindow: '1 minute', ...perRequester },
} as const;

export const BODY_LIMITS = {
  small: 2 * 1024,
  /**
   * Registration and profile: every text at its schema maximum (names 150, 20 custom intolerances
   * of 60 characters…) written as `\uXXXX` escapes (6 bytes a character) is about 13 KiB.
   */
  profile: 16 * 1024,
  form: 16 * 1024,
} as const;
