import type { CredentialsResponse, CredentialsUpdate } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { unauthorized } from '#server/lib/errors.js';
import {
  clearAccountThrottles,
  endAllSessions,
  hashPassword,
  startSession,
} from '#server/modules/auth/index.js';
import {
  findTakenFields,
  findUserById,
  requirePassword,
  takenError,
  updateUser,
} from '#server/modules/account/index.js';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

/**
 * Email and/or password change after re-authentication. A new password ends every session
 * (refresh tokens revoked, access tokens outdated); the caller gets a fresh pair to carry on.
 */
export async function changeCredentials(
  db: Db,
  userId: number,
  input: CredentialsUpdate,
  secret: string,
): Promise<CredentialsResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  await requirePassword(db, user, input.current_password, 'current_password');
  if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
    const taken = await findTakenFields(db, null, input.email, userId);
    if (taken.email) throw takenError({ username: false, email: true });
  }
  const passwordHash =
    input.new_password === undefined ? undefined : await hashPassword(input.new_password);
  const updated = await updateUser(db, userId, { email: input.email, passwordHash }).catch(
    (error: unknown) => {
      if (isUniqueViolation(error)) throw takenError({ username: false, email: true });
      throw error;
    },
  );
  if (!updated) throw unauthorized();
  if (updated.email !== user.email)
    await clearAccountThrottles(db, { id: userId, identifiers: [user.email, updated.email] });
  if (passwordHash === undefined) return { email: updated.email };
  await endAllSessions(db, userId);
  return { email: updated.email, ...(await startSession(db, userId, secret)) };
}
