import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

/** Failures allowed before each further attempt must wait. */
export const FREE_FAILURES = 5;
/** The wait doubles from 1 s per extra failure, up to this cap (decision 021). */
export const MAX_DELAY_S = 15 * 60;

/** The throttle key: the account when it exists, else the identifier typed, so both behave alike. */
export const throttleKey = (userId: number | null, identifier: string) =>
  userId === null ? `id:${identifier.trim().toLowerCase()}` : `user:${userId}`;

/** Seconds the caller must still wait before this key may try a password again (0 = go ahead). */
export async function findLoginDelay(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${loginThrottle.blockedUntil} - now())))::int` })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return Math.max(0, row?.wait ?? 0);
}

/** A day without failures forgets the count (and bounds the table an attacker can fill). */
export const FORGET_AFTER_S = 24 * 60 * 60;

/**
 * Reserves one password check for `key`, counted as a failure until `clearLoginFailures` says it
 * succeeded; from the 5th on, the key is blocked for 1, 2, 4 … s (capped). Counting before the check,
 * in one conditional upsert, keeps concurrent attempts from slipping past the limit. Returns 0 when
 * the check may go ahead, else the seconds to wait.
 */
export async function reserveLoginAttempt(db: Db, key: string): Promise<number> {
  await db.execute(sql`delete from login_throttle
    where updated_at < now() - make_interval(secs => ${FORGET_AFTER_S}) and coalesce(blocked_until, now()) <= now()`);
  const reserved = await queryRows<{ failures: number }>(
    db,
    sql`insert into login_throttle as t (key, failures, blocked_until, updated_at)
      values (${key}, 1, null, now())
      on conflict (key) do update set
        failures = t.failures + 1,
        updated_at = now(),
        blocked_until = case when t.failures + 1 >= ${FREE_FAILURES}
          then now() + make_interval(secs => least(${MAX_DELAY_S}, power(2, least(t.failures + 1 - ${FREE_FAILURES}, 20))))
          else null end
      where t.blocked_until is null or t.blocked_until <= now()
      returning failures`,
  );
  return reserved.length > 0 ? 0 : Math.max(1, await findLoginDelay(db, key));
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
