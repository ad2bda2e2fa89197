import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  ContactRequestSchema,
  FormReceiptSchema,
  endpoints,
} from '@safeshelf/contract';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { createSubmission } from '#server/modules/forms/index.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.sendContact.path,
    {
      bodyLimit: BODY_LIMITS.form,
      config: { rateLimit: RATE_LIMITS.forms },
      schema: {
        body: ContactRequestSchema,
        response: { 201: FormReceiptSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await createSubmission(
        app.database.db,
        'contact',
        request.body.email,
        { ...request.body },
        request.user?.id ?? null,
      );
      app.formsOutbox.kick();
      return reply.code(201).send({ id: row.id, submitted_at: row.submittedAt.toISOString() });
    },
  );
};
