import type { z } from 'zod';
import type { RegisterRequestSchema } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import { validationFailed, type Fields } from '#server/lib/errors.js';
import { hashPassword } from '#server/modules/auth/index.js';
import { createUser, findTakenFields, type UserRow } from './repository.js';

type Registration = z.output<typeof RegisterRequestSchema>;

export const takenError = (taken: { username: boolean; email: boolean }) => {
  const fields: Fields = {};
  if (taken.username) fields.username = 'username_taken';
  if (taken.email) fields.email = 'email_taken';
  return validationFailed(fields);
};

/** Creates an account; username and email are unique without regard to case. */
export async function registerUser(db: Db, input: Registration): Promise<UserRow> {
  const taken = await findTakenFields(db, input.username, input.email);
  if (taken.username || taken.email) throw takenError(taken);
  const user = await createUser(db, {
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password1),
    name: input.name,
    surname: input.surname,
    gender: input.gender,
    birthYear: input.birth_year,
    language: input.language ?? 'English',
    shoppingPreference: input.shopping_preference,
    intolerances: input.intolerances,
    customIntolerances: input.custom_intolerances,
    toleratedFodmapGroups: input.tolerated_fodmap_groups,
  });
  // Lost a race with an identical registration between the check and the insert.
  if (!user) throw takenError(await findTakenFields(db, input.username, input.email));
  return user;
}
