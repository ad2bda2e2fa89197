import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DietCheckRequestSchema,
  DietCheckResultSchema,
  JudgedForQuerySchema,
  endpoints,
} from '@safeshelf/contract';
import { BODY_LIMITS, RATE_LIMITS, limitPerUser } from '#server/modules/auth/index.js';
import { requestLang, taskOptionsOf } from '#server/modules/diet/index.js';
import { judgeForEach, resolveJudgedFor } from '#server/modules/household/index.js';

/** `POST /api/diet-check/`: any ingredient text (read from a photo in the browser) judged for the caller. */
export const labelScanRoutes: FastifyPluginAsyncZod = async (app) => {
  // The verdict is judged for this user's diet profile: personal, never cached.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  app.post(
    endpoints.checkLabelText.path,
    {
      bodyLimit: BODY_LIMITS.form,
      config: { rateLimit: RATE_LIMITS.dietCheck },
      preHandler: limitPerUser(app, 'dietCheck'),
      schema: {
        body: DietCheckRequestSchema,
        querystring: JudgedForQuerySchema,
        response: {
          200: DietCheckResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // For me, one household person, or each of everyone (issue 33).
      const judged = await resolveJudgedFor(request, request.query.for);
      const [lang, task] = [requestLang(request), taskOptionsOf(request, reply)];
      return judgeForEach(judged, (profile) =>
        app.diet.judgeLabel(request.body, profile, lang, task),
      );
    },
  );
};
