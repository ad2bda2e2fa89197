import type { FastifyInstance } from 'fastify';
import type { DietProfile, Lang } from '@safeshelf/engine';
import type { MyProduct, PackLang } from '@safeshelf/contract';
import type { Db } from '#server/db/client.js';
import {
  engineFingerprintOf,
  judgeLabelText,
  profileKey,
} from '#server/modules/label-scan/index.js';
import { listMyProducts, updateMyProductVerdict, type MyProductRow } from './repository.js';

/**
 * A kept product as the user sees it: judged now, for their current profile, in their language.
 * When the engine or the profile changed since it was stored, the new verdict is stored too, so
 * the export and the reports read what the user last saw.
 */
export async function presentMyProduct(
  app: FastifyInstance,
  db: Db,
  row: MyProductRow,
  profile: DietProfile,
  lang: Lang,
): Promise<MyProduct> {
  const verdict = judgeLabelText(
    app,
    { ingredients_text: row.ingredientsText, product_name: row.name, lang: row.lang as PackLang },
    profile,
    lang,
  );
  const judgedBy = engineFingerprintOf(app);
  const judgedFor = profileKey(profile);
  if (row.judgedBy !== judgedBy || row.judgedFor !== judgedFor) {
    await updateMyProductVerdict(db, row.id, {
      dietColor: verdict.diet_color,
      checks: verdict.checks,
      judgedBy,
      judgedFor,
    });
  }
  return {
    id: row.id,
    name: row.name,
    barcode: row.barcode,
    ingredients_text: row.ingredientsText,
    lang: row.lang as PackLang | null,
    diet_color: verdict.diet_color,
    checks: verdict.checks,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Judges again, and stores, the user's products that another engine judged (the news feed asks
 * after an engine change, issue 33): a colour that moved for the same diet profile becomes a
 * feed item as it is stored (migration 0500), whoever judges it first.
 */
export async function refreshMyProductVerdicts(
  app: FastifyInstance,
  db: Db,
  userId: number,
  profile: DietProfile,
): Promise<void> {
  const judgedBy = engineFingerprintOf(app);
  for (const row of await listMyProducts(db, userId))
    if (row.judgedBy !== judgedBy) await presentMyProduct(app, db, row, profile, 'en');
}
