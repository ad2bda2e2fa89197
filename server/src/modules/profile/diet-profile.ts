import { eq } from 'drizzle-orm';
import type { DietProfile } from '@safeshelf/engine';
import { FODMAP_GROUPS, INTOLERANCES } from '@safeshelf/engine';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Anonymous visitors are judged against no intolerance at all. */
export const EMPTY_DIET_PROFILE: DietProfile = {
  intolerances: [],
  custom: [],
  toleratedFodmapGroups: [],
};

const known = <T extends string>(allowed: readonly T[], values: string[]) =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

/** The diet profile of a user (empty for an unknown id). */
export async function findDietProfile(
  db: Db,
  userId: number | null | undefined,
): Promise<DietProfile> {
  if (userId == null) return EMPTY_DIET_PROFILE;
  const [row] = await db
    .select({
      intolerances: users.intolerances,
      custom: users.customIntolerances,
      tolerated: users.toleratedFodmapGroups,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return EMPTY_DIET_PROFILE;
  return {
    intolerances: known(INTOLERANCES, row.intolerances),
    custom: row.custom,
    toleratedFodmapGroups: known(FODMAP_GROUPS, row.tolerated),
  };
}
