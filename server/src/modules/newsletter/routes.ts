import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  FormReceiptSchema,
  NewsletterRequestSchema,
  endpoints,
} from '@safeshelf/contract';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { createSubmission } from '#server/modules/forms/index.js';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.subscribeNewsletter.path,
    {
      bodyLimit: BODY_LIMITS.form,
      config: { rateLimit: RATE_LIMITS.forms },
      schema: {
        body: NewsletterRequestSchema,
        response: { 201: FormReceiptSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { form_name, form_email } = request.body;
      const row = await createSubmission(
        app.database.db,
        'newsletter',
        form_email,
        { form_name, form_email },
        request.user?.id ?? null,
      );
      app.formsOutbox.kick();
      return reply.code(201).send({ id: row.id, submitted_at: row.submittedAt.toISOString() });
    },
  );
};
