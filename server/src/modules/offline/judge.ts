import type { FastifyInstance } from 'fastify';
import type { DietProfile, Lang, ProductInput } from '@safeshelf/engine';
import type { DietCheckResult, OfflineProduct } from '@safeshelf/contract';
import { listProductCardsByIds, toEngineInput } from '#server/modules/products/index.js';
import type { RunOptions } from '#server/workers/index.js';
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
 * Products per worker task. A shelf (dairy: ~3,500 products, ~0.7 s of engine) is judged a slice
 * at a time in the pool's batch lane (decision 140, issue 29): a product page or a label check
 * waits at most for one slice, and the shelf holds one worker at a time.
 */
export const SHELF_SLICE = 500;

async function judgeInSlices(
  app: FastifyInstance,
  products: ProductInput[],
  profile: DietProfile,
  lang: Lang,
  run: RunOptions,
): Promise<DietCheckResult[]> {
  const verdicts: DietCheckResult[] = [];
  for (let at = 0; at < products.length; at += SHELF_SLICE) {
    const slice = products.slice(at, at + SHELF_SLICE);
    verdicts.push(...(await app.diet.judgeProducts(slice, profile, lang, { ...run, batch: true })));
  }
  return verdicts;
}

/**
 * The products of `scope` judged by the server's own engine for `profile`, exactly as the
 * product page's diet check judges them, in the worker pool (app.diet), off the request thread.
 * `full` keeps every check and the ingredient list (a favourite, a viewed product); a shelf keeps
 * only cautions and dangers, to stay small.
 */
export async function judgeOffline(
  app: FastifyInstance,
  scope: ShelfScope,
  profile: DietProfile,
  lang: Lang,
  full: boolean,
  run: RunOptions,
): Promise<OfflineProduct[]> {
  const { db } = app.database;
  const records = await listEngineColumns(db, scope);
  const [cards, verdicts] = await Promise.all([
    listProductCardsByIds(
      db,
      records.map((r) => r.id),
      app.diet.tokenQuery(profile),
      profile.intolerances,
    ),
    // toEngineInput reads only the engine's columns, which listEngineColumns selects.
    judgeInSlices(
      app,
      records.map((r) => toEngineInput(r as ProductRecord)),
      profile,
      lang,
      run,
    ),
  ]);
  const recordOf = new Map(records.map((r, i) => [r.id, { record: r, verdict: verdicts[i]! }]));
  return cards.map((card) => {
    const { record, verdict } = recordOf.get(card.id)!;
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
      why: verdict.diet_color === 'green' ? card.why : [],
      checks: full ? verdict.checks : verdict.checks.filter((check) => check.type !== 'safe'),
      ingredients_text: full ? ingredientsOf(record, lang) : null,
    };
  });
}
