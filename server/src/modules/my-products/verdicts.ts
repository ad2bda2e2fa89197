import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DietProfile, Lang } from '@safeshelf/engine';
import type { DietColor, MyProduct, MyProductSummary, PackLang } from '@safeshelf/contract';
import { limitPerUser } from '#server/modules/auth/index.js';
import { verdictKey, type LabelText } from '#server/modules/diet/index.js';
import type { RunOptions } from '#server/workers/index.js';
import {
  listMyProductHeads,
  myProductTexts,
  updateMyProductVerdicts,
  type MyProductHead,
  type MyProductRow,
  type StoredVerdict,
} from './repository.js';

/**
 * Kept products judged again per worker task: a read that must judge many (after a profile or
 * engine change) takes its turns in the pool's batch lane one batch at a time, behind every
 * single-item task and in turn with other batches (issue 29 point 1).
 */
export const REJUDGE_BATCH = 10;

const labelOf = (row: MyProductHead, text: string): LabelText => ({
  ingredients_text: text,
  product_name: row.name,
  lang: row.lang as PackLang | null,
});

/**
 * The user's budget for judging kept products again (USER_LIMITS.myProductsRejudge, counted per
 * batch): `rejudgeBudget(app)(request)` is a read's `charge`.
 */
export function rejudgeBudget(app: FastifyInstance) {
  const limit = limitPerUser(app, 'myProductsRejudge');
  return (request: FastifyRequest) => () => limit(request);
}

/** How a read judges stale rows: the request's worker turn, and the user's budget for it. */
export interface JudgeOptions extends RunOptions {
  /**
   * Called before each batch is judged again; throws (429) once the user has spent their budget
   * (`rejudgeBudget`), so switching profile or language cannot make the pool judge all kept texts
   * on every read (issue 29).
   */
  charge?: () => Promise<void>;
}

/**
 * Judges again, in the worker pool, and stores the verdicts of the rows whose engine, profile or
 * language changed since they were stored; returns the new ones by id. Rows read without their
 * text (the list) get it from the database one batch at a time, only when they must be judged.
 */
async function judgeStale(
  app: FastifyInstance,
  rows: (MyProductHead & { ingredientsText?: string })[],
  profile: DietProfile,
  lang: Lang,
  { charge, ...task }: JudgeOptions,
): Promise<Map<number, StoredVerdict>> {
  const judgedBy = app.diet.engineFingerprint();
  const judgedFor = verdictKey(profile, lang);
  const stale = rows.filter((r) => r.judgedBy !== judgedBy || r.judgedFor !== judgedFor);
  const fresh = new Map<number, StoredVerdict>();
  for (let at = 0; at < stale.length; at += REJUDGE_BATCH) {
    const batch = stale.slice(at, at + REJUDGE_BATCH);
    await charge?.();
    const texts = batch.every((row) => row.ingredientsText !== undefined)
      ? new Map(batch.map((row) => [row.id, row.ingredientsText!]))
      : await myProductTexts(
          app.database.db,
          batch[0]!.userId,
          batch.map((row) => row.id),
        );
    const verdicts = await app.diet.judgeLabels(
      batch.map((row) => labelOf(row, texts.get(row.id) ?? '')),
      profile,
      lang,
      { ...task, batch: true },
    );
    const stored = batch.map((row, i) => ({
      id: row.id,
      dietColor: verdicts[i]!.diet_color,
      checks: verdicts[i]!.checks,
      judgedBy,
      judgedFor,
    }));
    await updateMyProductVerdicts(app.database.db, stored);
    for (const v of stored) fresh.set(v.id, v);
  }
  return fresh;
}

/**
 * Kept products as the user sees them: for their current profile, in their language. Each verdict
 * is stored with the engine fingerprint and the profile-and-language key it was judged for; a read
 * serves it as stored, and judges (in the worker pool) and stores again only those whose engine,
 * profile or language changed since.
 */
export const presentMyProducts = (
  app: FastifyInstance,
  rows: MyProductRow[],
  profile: DietProfile,
  lang: Lang,
  options: JudgeOptions,
): Promise<MyProduct[]> => present(app, rows, profile, lang, options, presentMyProduct);

/** The list's kind: the same, without the ingredient texts (read only for rows judged again). */
export const presentMyProductSummaries = (
  app: FastifyInstance,
  rows: MyProductHead[],
  profile: DietProfile,
  lang: Lang,
  options: JudgeOptions,
): Promise<MyProductSummary[]> =>
  present(app, rows, profile, lang, options, presentMyProductSummary);

async function present<R extends MyProductHead, P>(
  app: FastifyInstance,
  rows: R[],
  profile: DietProfile,
  lang: Lang,
  options: JudgeOptions,
  show: (row: R, verdict?: StoredVerdict) => P,
): Promise<P[]> {
  const fresh = await judgeStale(app, rows, profile, lang, options);
  return rows.map((row) => show(row, fresh.get(row.id)));
}

export function presentMyProductSummary(
  row: MyProductHead,
  verdict: StoredVerdict = row,
): MyProductSummary {
  return {
    id: row.id,
    name: row.name,
    barcode: row.barcode,
    lang: row.lang as PackLang | null,
    diet_color: verdict.dietColor as DietColor,
    checks: verdict.checks,
    created_at: row.createdAt.toISOString(),
  };
}

export const presentMyProduct = (row: MyProductRow, verdict: StoredVerdict = row): MyProduct => ({
  ...presentMyProductSummary(row, verdict),
  ingredients_text: row.ingredientsText,
});

/**
 * Judges again, and stores, the user's products that another engine judged (the news feed asks
 * after an engine change, issue 33), in the language they were last judged in: a colour that moved
 * for the same profile becomes a feed item as it is stored (migration 0500), whoever judges first.
 */
export async function refreshMyProductVerdicts(
  app: FastifyInstance,
  userId: number,
  profile: DietProfile,
  task: RunOptions,
): Promise<void> {
  const judgedBy = app.diet.engineFingerprint();
  const stale = (await listMyProductHeads(app.database.db, userId)).filter(
    (row) => row.judgedBy !== judgedBy,
  );
  for (const lang of ['en', 'de', 'fr'] as const) {
    const rows = stale.filter((row) => row.judgedFor === verdictKey(profile, lang));
    if (rows.length) await judgeStale(app, rows, profile, lang, task);
  }
}
