import type { FastifyInstance } from 'fastify';
import type { DietProfile, Lang } from '@safeshelf/engine';
import type { OfflineProduct } from '@safeshelf/contract';
import { engineFor, listProductCardsByIds, toEngineInput } from '#server/modules/products/index.js';
import { listEngineColumns, type EngineColumns, type ShelfScope } from './repository.js';

type ProductRecord = Parameters<typeof toEngineInput>[0];

/** The ingredient list as the pack prints it, in the reader's language when there is one. */
const ingredientsOf = (r: EngineColumns, lang: Lang) =>
  r[`ingredients_text_${lang}`] ??
  r.ingredients_text_other ??
  r.ingredients_text_en ??
  r.ingredients_text_de ??
  r.ingredients_text_fr ??
  null;

/**
 * The products of `scope` judged by the server's own engine for `profile`, exactly as the
 * product page's diet check judges them. `full` keeps every check and the ingredient list (a
 * favourite, a viewed product); a shelf keeps only cautions and dangers, to stay small.
 */
export async function judgeOffline(
  app: FastifyInstance,
  scope: ShelfScope,
  profile: DietProfile,
  lang: Lang,
  full: boolean,
): Promise<OfflineProduct[]> {
  const { db } = app.database;
  const engine = engineFor(app);
  const records = await listEngineColumns(db, scope);
  const cards = await listProductCardsByIds(
    db,
    records.map((r) => r.id),
    profile,
    engine,
  );
  const recordOf = new Map(records.map((r) => [r.id, r]));
  return cards.map((card) => {
    const record = recordOf.get(card.id)!;
    // toEngineInput reads only the engine's columns, which listEngineColumns selects.
    const verdict = engine.judge(toEngineInput(record as ProductRecord), profile, lang);
    return {
      id: card.id,
      barcode: card.barcode,
      name_en: card.name_en,
      name_de: card.name_de,
      name_fr: card.name_fr,
      brand: card.brand?.name ?? null,
      quantity: card.quantity,
      image: card.image,
      diet_color: verdict.diet_color,
      checks: full ? verdict.checks : verdict.checks.filter((check) => check.type !== 'safe'),
      ingredients_text: full ? ingredientsOf(record, lang) : null,
    };
  });
}
