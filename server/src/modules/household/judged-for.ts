import type { FastifyRequest } from 'fastify';
import type { DietProfile, DietTokenQuery } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { notFound } from '#server/lib/errors.js';
import { toDietProfile } from '#server/modules/account/index.js';
import type { Diet } from '#server/modules/diet/index.js';
import { findDietProfile } from '#server/modules/profile/index.js';
import { assignInitials } from './initials.js';
import { findHolder, findPerson, listPeople } from './repository.js';

/** One person a verdict is for: the account holder (`personId` null) or a household person. */
export interface JudgedPerson {
  personId: number | null;
  name: string;
  initials: string;
  profile: DietProfile;
  query: DietTokenQuery;
}

/** Whom a request judges for, as the products, barcode and label-scan routes use it. */
export interface JudgedFor {
  /** Colours and filters lists: one person's tokens, or everyone's together (the worst colour wins). */
  query: DietTokenQuery;
  /** The profile of the detailed verdict: the caller's, or the one person's. */
  profile: DietProfile;
  /** `everyone`: each person, the account holder first; null when judging for one. */
  people: JudgedPerson[] | null;
  /** Whose intolerances a green card's reasons name: the one person's, or anyone's. */
  intolerances: DietProfile['intolerances'];
}

/**
 * Several people's token sets as one: red when red for anyone, else yellow when yellow for
 * anyone, else green. The search filters and orders by it exactly as by one person's.
 */
export function unionQuery(queries: DietTokenQuery[]): DietTokenQuery {
  return {
    red: [...new Set(queries.flatMap((q) => q.red))],
    yellow: [...new Set(queries.flatMap((q) => q.yellow))],
  };
}

/** The household with the account holder first, each with initials that tell them apart. */
export async function listJudgedPeople(
  db: Db,
  diet: Diet,
  userId: number,
): Promise<JudgedPerson[]> {
  const [holder, people] = await Promise.all([findHolder(db, userId), listPeople(db, userId)]);
  if (!holder) return [];
  const rows = [
    { ...holder, personId: null, initialsOf: `${holder.name} ${holder.surname}` },
    ...people.map((p) => ({ ...p, personId: p.id, initialsOf: p.name })),
  ];
  const initials = assignInitials(rows.map((r) => r.initialsOf));
  return rows.map((row, i) => {
    const profile = toDietProfile(row);
    return {
      personId: row.personId,
      name: row.name,
      initials: initials[i]!,
      profile,
      query: diet.tokenQuery(profile),
    };
  });
}

const forOne = (diet: Diet, profile: DietProfile): JudgedFor => ({
  query: diet.tokenQuery(profile),
  profile,
  people: null,
  intolerances: profile.intolerances,
});

/**
 * Resolves `for`: `me` (the default; anonymous callers are judged for no intolerance), a household
 * person of the caller's (404 for anyone else's), or `everyone` (the holder and the household).
 */
export async function resolveJudgedFor(
  request: FastifyRequest,
  /** `me`, `everyone` or a person's id, as the contract's JudgedForSchema lets through. */
  judgedFor: string | undefined,
): Promise<JudgedFor> {
  const { db } = request.server.database;
  const { diet } = request.server;
  const userId = request.user?.id;
  if (userId === undefined || judgedFor === undefined || judgedFor === 'me') {
    const profile = await findDietProfile(db, userId);
    return forOne(diet, profile);
  }
  if (judgedFor === 'everyone') {
    const people = await listJudgedPeople(db, diet, userId);
    const profile = people[0]?.profile ?? (await findDietProfile(db, userId));
    const intolerances = [...new Set(people.flatMap((p) => p.profile.intolerances))];
    return { query: unionQuery(people.map((p) => p.query)), profile, people, intolerances };
  }
  const person = await findPerson(db, userId, Number(judgedFor));
  if (!person) throw notFound('No such person in your household');
  return forOne(diet, toDietProfile(person));
}
