import type { Me, Profile } from '@safeshelf/contract';
import { FODMAP_GROUPS, INTOLERANCES } from '@safeshelf/engine';
import type { UserRow } from './repository.js';

const known = <T extends string>(allowed: readonly T[], values: string[]) =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

export const toMe = (user: UserRow): Me => ({
  id: user.id,
  username: user.username,
  email: user.email,
});

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    surname: user.surname,
    gender: (user.gender as Profile['gender']) ?? null,
    birth_year: user.birthYear,
    language: (user.language as Profile['language']) ?? 'English',
    shopping_preference: user.shoppingPreference,
    intolerances: known(INTOLERANCES, user.intolerances),
    custom_intolerances: user.customIntolerances,
    tolerated_fodmap_groups: known(FODMAP_GROUPS, user.toleratedFodmapGroups),
  };
}
