import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  VerdictReportCreateSchema,
  VerdictReportListSchema,
  VerdictReportSchema,
  type ReportReason,
  type VerdictReport,
  endpoints,
} from '@safeshelf/contract';
import { rateLimited } from '#server/lib/errors.js';
import { BODY_LIMITS, RATE_LIMITS } from '#server/modules/auth/index.js';
import {
  countRecentReports,
  createVerdictReport,
  listVerdictReportsOfUser,
  MAX_REPORTS_PER_DAY,
  type VerdictReportRow,
} from './repository.js';
import { resolveReportTarget } from './target.js';

const presentReport = (r: VerdictReportRow): VerdictReport => ({
  id: r.id,
  product_id: r.productId,
  my_product_id: r.myProductId,
  intolerance: r.intolerance,
  reason: r.reason as ReportReason,
  comment: r.comment,
  diet_color: r.dietColor as VerdictReport['diet_color'],
  created_at: r.createdAt.toISOString(),
});

/** "Is this wrong?": a user files a report on a verdict and sees their own reports, nobody else's. */
export const verdictReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));

  app.get(
    endpoints.listVerdictReports.path,
    { schema: { response: { 200: VerdictReportListSchema, 401: ApiErrorSchema } } },
    async (request) => (await listVerdictReportsOfUser(db, request.user!.id)).map(presentReport),
  );

  app.post(
    endpoints.createVerdictReport.path,
    {
      bodyLimit: BODY_LIMITS.form,
      config: { rateLimit: RATE_LIMITS.write },
      schema: {
        body: VerdictReportCreateSchema,
        response: {
          201: VerdictReportSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      if ((await countRecentReports(db, userId)) >= MAX_REPORTS_PER_DAY)
        throw rateLimited(3600, `At most ${MAX_REPORTS_PER_DAY} reports a day`);
      const target = await resolveReportTarget(request, reply, request.body);
      const { verdict, ...about } = target;
      const row = await createVerdictReport(db, {
        userId,
        ...about,
        intolerance: request.body.intolerance,
        reason: request.body.reason,
        comment: request.body.comment || null,
        dietColor: verdict.diet_color,
        checks: verdict.checks,
        engineFingerprint: app.diet.engineFingerprint(),
      });
      return reply.code(201).send(presentReport(row));
    },
  );
};
