import type { Db } from '#server/db/client.js';
import { findUserByIdentifier } from '#server/modules/account/index.js';
import { verifyPassword } from './passwords.js';
import { clearLoginFailures, reserveLoginAttempt, throttleKey } from './throttle.js';

export type CheckResult = { ok: true } | { ok: false; retryAfterS?: number };

/**
 * Checks a password against an account's hash under the per-account throttle. While the key is
 * blocked the password is not even checked, so the answer reveals nothing and costs no hashing.
 */
export async function checkPassword(
  db: Db,
  key: string,
  passwordHash: string | null,
  password: string,
): Promise<CheckResult> {
  const wait = await reserveLoginAttempt(db, key);
  if (wait > 0) return { ok: false, retryAfterS: wait };
  if (!(await verifyPassword(passwordHash, password))) return { ok: false };
  await clearLoginFailures(db, key);
  return { ok: true };
}

/** Login with an email or username. Unknown accounts go through the same steps as wrong passwords. */
export async function logIn(
  db: Db,
  identifier: string,
  password: string,
): Promise<{ ok: true; userId: number } | { ok: false; retryAfterS?: number }> {
  const user = await findUserByIdentifier(db, identifier);
  const result = await checkPassword(
    db,
    throttleKey(user?.id ?? null, identifier),
    user?.passwordHash ?? null,
    password,
  );
  if (!result.ok) return result;
  return user ? { ok: true, userId: user.id } : { ok: false };
}
