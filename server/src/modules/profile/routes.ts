import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CredentialsResponseSchema,
  CredentialsUpdateSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  UserIdParamsSchema,
  endpoints,
} from '@safeshelf/contract';
import { forbidden, unauthorized } from '#server/lib/errors.js';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { findUserById, toProfile, updateUser } from '#server/modules/account/index.js';
import { changeCredentials } from './credentials.js';

/** `{userId}` must be the caller's own id; anyone else's answers 403 (object-level check). */
const ownId = (callerId: number, userId: number) => {
  if (callerId !== userId) throw forbidden();
  return userId;
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

  app.get(
    endpoints.getProfile.path,
    {
      schema: {
        params: UserIdParamsSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUserById(db, ownId(request.user!.id, request.params.userId));
      if (!user) throw unauthorized();
      return toProfile(user);
    },
  );

  app.put(
    endpoints.updateProfile.path,
    {
      bodyLimit: BODY_LIMITS.profile,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        params: UserIdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const id = ownId(request.user!.id, request.params.userId);
      const b = request.body;
      const user = await updateUser(db, id, {
        name: b.name,
        surname: b.surname,
        gender: b.gender,
        birthYear: b.birth_year,
        language: b.language,
        shoppingPreference: b.shopping_preference,
        intolerances: b.intolerances,
        customIntolerances: b.custom_intolerances,
        toleratedFodmapGroups: b.tolerated_fodmap_groups,
      });
      if (!user) throw unauthorized();
      return toProfile(user);
    },
  );

  app.put(
    endpoints.updateCredentials.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.credentials },
      schema: {
        params: UserIdParamsSchema,
        body: CredentialsUpdateSchema,
        response: { 200: CredentialsResponseSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const id = ownId(request.user!.id, request.params.userId);
      return changeCredentials(db, id, request.body, app.env.JWT_SECRET);
    },
  );
};
