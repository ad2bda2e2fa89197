import type { Db } from '#server/db/client.js';
import {
  deleteForgottenThrottles,
  deleteLoginThrottle,
  deleteLoginThrottles,
  reserveThrottledAttempt,
} from './repository.js';

/** Failures allowed before each further attempt must wait. */
export const FREE_FAILURES = 5;
/** The wait doubles from 1 s per extra failure, up to this cap (decision 021). */
export const MAX_DELAY_S = 15 * 60;

/** The throttle key: the account when it exists, else the identifier typed, so both behave alike. */
export const throttleKey = (userId: number | null, identifier: string) =>
  userId === null ? `id:${identifier.trim().toLowerCase()}` : `user:${userId}`;

/** A day without failures forgets the count (and bounds the table an attacker can fill). */
export const FORGET_AFTER_S = 24 * 60 * 60;

let lastSweep = 0;

/** Deletes forgotten counters, at most once a minute per process (housekeeping: bounds the table). */
async function sweepForgotten(db: Db): Promise<void> {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  await deleteForgottenThrottles(db, FORGET_AFTER_S);
}

/**
 * Reserves one password check for `key`, counted as a failure until `clearLoginFailures` says it
 * succeeded; from the 5th on, the key is blocked for 1, 2, 4 … s (capped). Counting before the check,
 * in one conditional upsert, keeps concurrent attempts from slipping past the limit. One statement
 * either way; returns 0 when the check may go ahead, else the seconds to wait.
 */
export async function reserveLoginAttempt(db: Db, key: string): Promise<number> {
  await sweepForgotten(db);
  return reserveThrottledAttempt(db, key, {
    freeFailures: FREE_FAILURES,
    maxDelayS: MAX_DELAY_S,
    forgetAfterS: FORGET_AFTER_S,
  });
}

export const clearLoginFailures = deleteLoginThrottle;

/**
 * Forgets every counter that names an account or what its holder typed (issue 29, 9): the
 * account's own, and those of its e-mail address and username typed while they were unknown
 * (before registration, or an address before it became the account's). Account deletion and an
 * e-mail change call it; counters are otherwise kept a day.
 */
export async function clearAccountThrottles(
  db: Db,
  account: { id: number; identifiers: string[] },
): Promise<void> {
  await deleteLoginThrottles(db, [
    throttleKey(account.id, ''),
    ...account.identifiers.map((identifier) => throttleKey(null, identifier)),
  ]);
}
