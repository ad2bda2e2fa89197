import { z } from 'zod';
import { MyProductSchema } from './label-scan.js';
import { DietCheckSchema, DietColorSchema, FodmapGroupSchema, IntoleranceSchema } from './diet.js';
import { FIT_REASONS } from './values.js';

/**
 * A product as the phone keeps it for use without signal (issue 32): what a list, the barcode
 * answer and the offline product view show, judged for the caller's diet in one language.
 */
export const OfflineProductSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  name_en: z.string(),
  name_de: z.string(),
  name_fr: z.string(),
  brand: z.string().nullable(),
  quantity: z.string().nullable(),
  image: z.string().nullable(),
  diet_color: DietColorSchema,
  /** Why it fits, as on its card online (empty unless green). */
  why: z.array(z.enum(FIT_REASONS)),
  /** Every check for a favourite or a viewed product; on a kept shelf only cautions and dangers. */
  checks: z.array(DietCheckSchema),
  /** The ingredient list the verdict was read from (null on a kept shelf, to keep it small). */
  ingredients_text: z.string().nullable(),
});
export type OfflineProduct = z.infer<typeof OfflineProductSchema>;

/** The diet profile exactly as the engine reads it, for judging labels on the phone. */
export const EngineProfileSchema = z.object({
  intolerances: z.array(IntoleranceSchema),
  custom: z.array(z.string()),
  tolerated_fodmap_groups: z.array(FodmapGroupSchema),
});
export type EngineProfile = z.infer<typeof EngineProfileSchema>;
export type { LabelText } from './engine-input.js';

const idList = z
  .string()
  .trim()
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: 'invalid' })
  .transform((v) => [...new Set(v ? v.split(',').map(Number) : [])])
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(50, { error: 'too_many' }));

export const OfflinePackQuerySchema = z.object({
  /** Products viewed lately, kept besides the favourites (at most 50). */
  ids: idList.optional(),
  lang: z.enum(['en', 'de', 'fr']).optional(),
});

/** What the phone keeps of the signed-in user: favourites, viewed and own products with verdicts. */
export const OfflinePackSchema = z.object({
  /** The diet engine the verdicts came from; its knowledge is at getDietKnowledge. */
  engine_fingerprint: z.string(),
  profile: EngineProfileSchema,
  /** The language of the reasons. */
  lang: z.enum(['en', 'de', 'fr']),
  favorites: z.array(z.number().int()),
  products: z.array(OfflineProductSchema),
  /** The user's own products (from labels), judged now as on the Favourites page. */
  my_products: z.array(MyProductSchema),
});
export type OfflinePack = z.infer<typeof OfflinePackSchema>;

export const OfflineShelfQuerySchema = z
  .object({
    category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    subcategory: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    lang: z.enum(['en', 'de', 'fr']).optional(),
  })
  .refine((q) => (q.category === undefined) !== (q.subcategory === undefined), {
    error: 'one_target',
    path: ['category'],
  });

/** Every product of one category or subcategory, judged for the caller: a shelf kept offline. */
export const OfflineShelfSchema = z.object({
  engine_fingerprint: z.string(),
  lang: z.enum(['en', 'de', 'fr']),
  products: z.array(OfflineProductSchema),
});
export type OfflineShelf = z.infer<typeof OfflineShelfSchema>;

export const DietKnowledgeParamsSchema = z.object({
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/, { error: 'invalid' }),
});

export { toDietProfile, toLabelInput } from './engine-input.js';
