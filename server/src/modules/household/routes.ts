import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  HouseholdPersonIdParamsSchema,
  HouseholdPersonInputSchema,
  HouseholdPersonSchema,
  HouseholdSchema,
  MAX_HOUSEHOLD_PEOPLE,
  endpoints,
  type HouseholdPersonInput,
} from '@safeshelf/contract';
import { conflict, notFound, unauthorized } from '#server/lib/errors.js';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { presentHousehold } from './presenters.js';
import {
  createPerson,
  deletePerson,
  findHolder,
  listPeople,
  updatePerson,
  type PersonValues,
} from './repository.js';

const personNotFound = () => notFound('No such person in your household');

const toValues = (body: Required<HouseholdPersonInput>): PersonValues => ({
  name: body.name,
  intolerances: body.intolerances,
  customIntolerances: body.custom_intolerances,
  toleratedFodmapGroups: body.tolerated_fodmap_groups,
});

/**
 * The people the caller shops for. Health data: every route is the caller's own (another user's
 * person is never found), answers are never cached, and bodies are never logged (their keys are
 * redacted like the profile's, plugins/logging.ts).
 */
export const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

  /** The household as presented (initials are given in the light of everyone's names). */
  const household = async (userId: number) => {
    const [holder, rows] = await Promise.all([findHolder(db, userId), listPeople(db, userId)]);
    if (!holder) throw unauthorized();
    return presentHousehold(rows, `${holder.name} ${holder.surname}`);
  };
  const presentOne = async (userId: number, id: number) => {
    const one = (await household(userId)).find((p) => p.id === id);
    if (!one) throw personNotFound();
    return one;
  };

  app.get(
    endpoints.listHousehold.path,
    { schema: { response: { 200: HouseholdSchema, 401: ApiErrorSchema } } },
    async (request) => household(request.user!.id),
  );

  app.post(
    endpoints.createHouseholdPerson.path,
    {
      bodyLimit: BODY_LIMITS.profile,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        body: HouseholdPersonInputSchema,
        response: { 201: HouseholdPersonSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const row = await createPerson(db, userId, toValues(request.body));
      if (!row)
        throw conflict(`A household has at most ${MAX_HOUSEHOLD_PEOPLE} people`, {
          name: 'too_many_people',
        });
      return reply.code(201).send(await presentOne(userId, row.id));
    },
  );

  app.put(
    endpoints.updateHouseholdPerson.path,
    {
      bodyLimit: BODY_LIMITS.profile,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        params: HouseholdPersonIdParamsSchema,
        body: HouseholdPersonInputSchema,
        response: { 200: HouseholdPersonSchema, ...errors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const row = await updatePerson(db, userId, request.params.id, toValues(request.body));
      if (!row) throw personNotFound();
      return presentOne(userId, row.id);
    },
  );

  app.delete(
    endpoints.deleteHouseholdPerson.path,
    {
      config: { rateLimit: RATE_LIMITS.write },
      schema: { params: HouseholdPersonIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      if (!(await deletePerson(db, request.user!.id, request.params.id))) throw personNotFound();
      return reply.code(204).send(null);
    },
  );
};
