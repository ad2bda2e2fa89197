import type { FastifyInstance } from 'fastify';
import type { DietProfile, Lang } from '@safeshelf/engine';
import type { DietColor, MyProduct, PackLang } from '@safeshelf/contract';
import { verdictKey, type LabelText } from '#server/modules/diet/index.js';
import type { RunOptions } from '#server/workers/index.js';
import {
  listMyProducts,
  updateMyProductVerdicts,
  type MyProductRow,
  type StoredVerdict,
} from './repository.js';

/**
 * Kept products judged again per worker task: a read that must judge many (after a profile or
 * engine change) takes its turns in the pool's batch lane one batch at a time, behind every
 * single-item task and in turn with other batches (issue 29 point 1).
 */
export const REJUDGE_BATCH = 10;

const labelOf = (row: MyProductRow): LabelText => ({
  ingredients_text: row.ingredientsText,
  product_name: row.name,
  lang: row.lang as PackLang | null,
});

/**
 * Kept products as the user sees them: for their current profile, in their language. Each verdict
 * is stored with the engine fingerprint and the profile-and-language key it was judged for; a read
 * serves it as stored, and judges (in the worker pool) and stores again only those whose engine,
 * profile or language changed since.
 */
export async function presentMyProducts(
  app: FastifyInstance,
  rows: MyProductRow[],
  profile: DietProfile,
  lang: Lang,
  task: RunOptions,
): Promise<MyProduct[]> {
  const judgedBy = app.diet.engineFingerprint();
  const judgedFor = verdictKey(profile, lang);
  const stale = rows.filter((r) => r.judgedBy !== judgedBy || r.judgedFor !== judgedFor);
  const fresh = new Map<number, StoredVerdict>();
  for (let at = 0; at < stale.length; at += REJUDGE_BATCH) {
    const batch = stale.slice(at, at + REJUDGE_BATCH);
    const verdicts = await app.diet.judgeLabels(batch.map(labelOf), profile, lang, {
      ...task,
      batch: true,
    });
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
  return rows.map((row) => presentMyProduct(row, fresh.get(row.id)));
}

export function presentMyProduct(row: MyProductRow, verdict: StoredVerdict = row): MyProduct {
  return {
    id: row.id,
    name: row.name,
    barcode: row.barcode,
    ingredients_text: row.ingredientsText,
    lang: row.lang as PackLang | null,
    diet_color: verdict.dietColor as DietColor,
    checks: verdict.checks,
    created_at: row.createdAt.toISOString(),
  };
}

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
  const stale = (await listMyProducts(app.database.db, userId)).filter(
    (row) => row.judgedBy !== judgedBy,
  );
  for (const lang of ['en', 'de', 'fr'] as const) {
    const rows = stale.filter((row) => row.judgedFor === verdictKey(profile, lang));
    if (rows.length) await presentMyProducts(app, rows, profile, lang, task);
  }
}
