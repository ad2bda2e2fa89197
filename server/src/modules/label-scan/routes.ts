import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DietCheckRequestSchema,
  DietCheckResultSchema,
  JudgedForQuerySchema,
  endpoints,
} from '@safeshelf/contract';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import { engineFor, requestLang } from '#server/modules/products/index.js';
import { judgeForEach, resolveJudgedFor } from '#server/modules/household/index.js';
import { toLabelInput } from './judge-text.js';

/** `POST /api/diet-check/`: any ingredient text (read from a photo in the browser) judged for the caller. */
export const labelScanRoutes: FastifyPluginAsyncZod = async (app) => {
  // The verdict is judged for this user's diet profile: personal, never cached.
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  app.post(
    endpoints.checkLabelText.path,
    {
      bodyLimit: BODY_LIMITS.form,
      config: { rateLimit: RATE_LIMITS.dietCheck },
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
    async (request) => {
      // For me, one household person, or each of everyone (issue 33).
      const judged = await resolveJudgedFor(request, request.query.for);
      return judgeForEach(engineFor(app), toLabelInput(request.body), judged, requestLang(request));
    },
  );
};
