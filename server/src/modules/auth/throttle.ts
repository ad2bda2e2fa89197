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

/** A day without failures forgets the count (and bounds the table an attacker can fill). */
export const FORGET_AFTER_S = 24 * 60 * 60;

let lastSweep = 0;

/** Deletes forgotten counters, at most once a minute per process (housekeeping: bounds the table). */
async function sweepForgotten(db: Db): Promise<void> {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  await db.execute(sql`delete from login_throttle
    where updated_at < now() - make_interval(secs => ${FORGET_AFTER_S}) and coalesce(blocked_until, now()) <= now()`);
}

/**
 * Reserves one password check for `key`, counted as a failure until `clearLoginFailures` says it
 * succeeded; from the 5th on, the key is blocked for 1, 2, 4 … s (capped). Counting before the check,
 * in one conditional upsert, keeps concurrent attempts from slipping past the limit. One statement
 * either way; returns 0 when the check may go ahead, else the seconds to wait.
 */
export async function reserveLoginAttempt(db: Db, key: string): Promise<number> {
  await sweepForgotten(db);
  // This failure's number: counting restarts after a day without failures.
  const count = sql`(case when t.updated_at < now() - make_interval(secs => ${FORGET_AFTER_S}) then 1 else t.failures + 1 end)`;
  const [row] = await queryRows<{ reserved: boolean; wait: number | null }>(
    db,
    sql`with reserved as (
        insert into login_throttle as t (key, failures, blocked_until, updated_at)
        values (${key}, 1, null, now())
        on conflict (key) do update set
          failures = ${count},
          updated_at = now(),
          blocked_until = case when ${count} >= ${FREE_FAILURES}
            then now() + make_interval(secs => least(${MAX_DELAY_S}, power(2, least(${count} - ${FREE_FAILURES}, 20))))
            else null end
        where t.blocked_until is null or t.blocked_until <= now()
        returning 1)
      select exists (select 1 from reserved) as reserved,
        (select ceil(extract(epoch from blocked_until - now()))::int from login_throttle where key = ${key}) as wait`,
  );
  return row?.reserved ? 0 : Math.max(1, row?.wait ?? 1);
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
