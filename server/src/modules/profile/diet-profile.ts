import type { FastifyRequest } from 'fastify';
import type { DietProfile } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { findUserDiet, toDietProfile } from '#server/modules/account/index.js';

/** Anonymous visitors are judged against no intolerance at all. */
export const EMPTY_DIET_PROFILE: DietProfile = {
  intolerances: [],
  custom: [],
  toleratedFodmapGroups: [],
};

/** The diet profile of a user (empty for an unknown id). */
export async function findDietProfile(
  db: Db,
  userId: number | null | undefined,
): Promise<DietProfile> {
  if (userId == null) return EMPTY_DIET_PROFILE;
  const row = await findUserDiet(db, userId);
  return row ? toDietProfile(row) : EMPTY_DIET_PROFILE;
}

/** The caller's diet profile (empty when anonymous). */
export const profileOf = (request: FastifyRequest) =>
  findDietProfile(request.server.database.db, request.user?.id);
