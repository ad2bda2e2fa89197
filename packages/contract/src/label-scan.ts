import { z } from 'zod';
import { DietCheckSchema, DietColorSchema } from './diet.js';
import { TextSchema } from './text.js';
import { PACK_LANGS } from './values.js';

export const PackLangSchema = z.enum(PACK_LANGS);
export type PackLang = z.infer<typeof PackLangSchema>;

/** At most this many characters of ingredient text are judged or kept (issue 16). */
export const MAX_INGREDIENTS_TEXT = 5000;

export const IngredientsTextSchema = TextSchema.trim()
  .min(1, { error: 'required' })
  .max(MAX_INGREDIENTS_TEXT, { error: 'too_long' });

const ProductNameSchema = TextSchema.trim().max(150, { error: 'too_long' });

/** `POST /api/diet-check/`: judge any ingredient text (e.g. read from a photo) for the caller. */
export const DietCheckRequestSchema = z.strictObject({
  ingredients_text: IngredientsTextSchema,
  product_name: ProductNameSchema.optional(),
  lang: PackLangSchema.optional(),
});
export type DietCheckRequest = z.input<typeof DietCheckRequestSchema>;

/** A product the user judged from its label and kept: private to them. */
export const MyProductCreateSchema = z.strictObject({
  name: ProductNameSchema.min(1, { error: 'required' }),
  barcode: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/, { error: 'invalid_barcode' })
    .optional(),
  ingredients_text: IngredientsTextSchema,
  lang: PackLangSchema.optional(),
});
export type MyProductCreate = z.input<typeof MyProductCreateSchema>;

export const MyProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  barcode: z.string().nullable(),
  ingredients_text: z.string(),
  lang: PackLangSchema.nullable(),
  /** Judged for the caller's current diet profile by the current engine. */
  diet_color: DietColorSchema,
  checks: z.array(DietCheckSchema),
  created_at: z.string(),
});
export type MyProduct = z.infer<typeof MyProductSchema>;

/**
 * A kept product as the "My products" list shows it: name, verdict and reasons, without the
 * ingredient text (up to 5,000 characters each, 200 products: a list read sent ~1 MB, issue 29).
 * The text comes with the product alone, `GET /api/my-products/:id/`.
 */
export const MyProductSummarySchema = MyProductSchema.omit({ ingredients_text: true });
export type MyProductSummary = z.infer<typeof MyProductSummarySchema>;
export const MyProductListSchema = z.array(MyProductSummarySchema);

export const MyProductIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A user keeps at most this many of their own products. */
export const MAX_MY_PRODUCTS = 200;

export const labelScanPaths = {
  dietCheck: '/api/diet-check/',
  myProducts: '/api/my-products/',
  myProduct: (id: number) => `/api/my-products/${id}/`,
} as const;
