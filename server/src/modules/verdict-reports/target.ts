import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DietCheckResult, PackLang, VerdictReportCreate } from '@safeshelf/contract';
import { notFound, productNotFound } from '#server/lib/errors.js';
import { taskOptionsOf } from '#server/modules/diet/index.js';
import { findProductRecord, toEngineInput } from '#server/modules/products/index.js';
import { findMyProduct } from '#server/modules/my-products/index.js';
import { profileOf } from '#server/modules/profile/index.js';

/** What a report is about, and the verdict the reporter is shown for it (judged again, same engine). */
export interface ReportTarget {
  productId: number | null;
  productCode: string | null;
  myProductId: number | null;
  productName: string | null;
  ingredientsText: string | null;
  lang: string | null;
  verdict: DietCheckResult;
}

/** The reported catalogue product, own product or scanned text; 404 for anything not the caller's. */
export async function resolveReportTarget(
  request: FastifyRequest,
  reply: FastifyReply,
  body: VerdictReportCreate,
): Promise<ReportTarget> {
  const { db } = request.server.database;
  const { diet } = request.server;
  const task = taskOptionsOf(request, reply);
  const profile = await profileOf(request);
  // Reasons are stored in English, whatever language the reporter reads: the team reads them.
  if (body.product_id !== undefined) {
    const record = await findProductRecord(db, { id: body.product_id }, { red: [], yellow: [] });
    if (!record) throw productNotFound();
    const verdict = await diet.judge(toEngineInput(record), profile, 'en', task);
    return {
      productId: record.id,
      productCode: record.code,
      myProductId: null,
      productName: record.name_de ?? record.name_fr ?? record.name_en ?? record.name_other,
      ingredientsText: null,
      lang: null,
      verdict: { diet_color: verdict.diet_color, checks: verdict.checks },
    };
  }
  if (body.my_product_id !== undefined) {
    const own = await findMyProduct(db, request.user!.id, body.my_product_id);
    if (!own) throw notFound('No such product of yours');
    const label = { ingredients_text: own.ingredientsText, product_name: own.name };
    return {
      productId: null,
      productCode: own.barcode,
      myProductId: own.id,
      productName: own.name,
      ingredientsText: own.ingredientsText,
      lang: own.lang,
      verdict: await diet.judgeLabel({ ...label, lang: own.lang as PackLang }, profile, 'en', task),
    };
  }
  const text = body.ingredients_text!;
  return {
    productId: null,
    productCode: null,
    myProductId: null,
    productName: null,
    ingredientsText: text,
    lang: body.lang ?? null,
    verdict: await diet.judgeLabel(
      { ingredients_text: text, lang: body.lang },
      profile,
      'en',
      task,
    ),
  };
}
