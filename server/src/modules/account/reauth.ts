import type { Db } from '#server/db/client.js';
import { throttled, validationFailed } from '#server/lib/errors.js';
import { checkPassword, throttleKey } from '#server/modules/auth/index.js';
import type { UserRow } from './repository.js';

/**
 * Re-authentication before a sensitive change (credentials, deletion). Shares the login throttle,
 * so a stolen access token cannot be used to guess the password either.
 */
export async function requirePassword(db: Db, user: UserRow, password: string, field: string) {
  const result = await checkPassword(
    db,
    throttleKey(user.id, user.email),
    user.passwordHash,
    password,
  );
  if (result.ok) return;
  if (result.retryAfterS) throw throttled(result.retryAfterS);
  throw validationFailed({ [field]: 'wrong_password' }, 'The current password is wrong');
}
