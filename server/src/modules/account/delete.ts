import type { Db } from '#server/db/client.js';
import { unauthorized } from '#server/lib/errors.js';
import { clearLoginFailures, throttleKey } from '#server/modules/auth/index.js';
import { deleteSubmissionsByEmail } from '#server/modules/forms/index.js';
import { requirePassword } from './reauth.js';
import { deleteUser, findUserById } from './repository.js';

/**
 * Removes every personal datum (nFADP Art. 32, GDPR Art. 17): the user row, and by cascade its
 * refresh tokens, favourites, own products and verdict reports; its form submissions; its login throttle. Access tokens die with
 * the row (the guard looks the user up on each request).
 */
export async function deleteAccount(db: Db, userId: number, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  await requirePassword(db, user, password, 'password');
  await db.transaction(async (tx) => {
    await deleteSubmissionsByEmail(tx, user.email);
    await clearLoginFailures(tx, throttleKey(user.id, user.email));
    await deleteUser(tx, user.id);
  });
}
