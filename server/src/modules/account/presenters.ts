import type { Me, Profile } from '@safeshelf/contract';
import { FODMAP_GROUPS, INTOLERANCES, type DietProfile } from '@safeshelf/engine';
import type { UserDiet, UserRow } from './repository.js';

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

/** The engine's view of a user's diet; values the engine no longer knows are dropped. */
export const toDietProfile = (user: UserDiet): DietProfile => ({
  intolerances: known(INTOLERANCES, user.intolerances),
  custom: user.customIntolerances,
  toleratedFodmapGroups: known(FODMAP_GROUPS, user.toleratedFodmapGroups),
});
