import type { Db } from '#server/db/client.js';
import { unauthorized } from '#server/lib/errors.js';
import { clearAccountThrottles } from '#server/modules/auth/index.js';
import { requirePassword } from './reauth.js';
import { deleteUser, findUserById } from './repository.js';

/**
 * Removes every personal datum (nFADP Art. 32, GDPR Art. 17): the user row, and by cascade its
 * refresh tokens, favourites, own products, verdict reports and the forms it sent signed in
 * (decision 162); the login throttle of the account, its e-mail address and its username. Access
 * tokens die with the row (the guard looks the user up on each request).
 */
export async function deleteAccount(db: Db, userId: number, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  await requirePassword(db, user, password, 'password');
  await db.transaction(async (tx) => {
    await clearAccountThrottles(tx, { id: user.id, identifiers: [user.email, user.username] });
    await deleteUser(tx, user.id);
  });
}
