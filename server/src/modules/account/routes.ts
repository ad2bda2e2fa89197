import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountExportSchema,
  ApiErrorSchema,
  DeleteAccountRequestSchema,
  MeSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  endpoints,
} from '@safeshelf/contract';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { unauthorized } from '#server/lib/errors.js';
import { deleteAccount } from './delete.js';
import { exportAccount } from './export.js';
import { registerUser } from './register.js';
import { findUserById } from './repository.js';
import { toMe } from './presenters.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    endpoints.register.path,
    {
      bodyLimit: BODY_LIMITS.profile,
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      return reply.code(201).send(toMe(user));
    },
  );

  app.get(endpoints.getMe.path, { schema: { response: { 200: MeSchema } } }, async (request) => {
    const user = await findUserById(db, request.user!.id);
    if (!user) throw unauthorized();
    return toMe(user);
  });

  app.get(
    endpoints.exportAccount.path,
    { schema: { response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      const data = await exportAccount(db, request.user!.id);
      reply.header('content-disposition', 'attachment; filename="safeshelf-export.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    endpoints.deleteAccount.path,
    {
      bodyLimit: BODY_LIMITS.small,
      config: { rateLimit: RATE_LIMITS.deleteAccount },
      schema: {
        body: DeleteAccountRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(db, request.user!.id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
