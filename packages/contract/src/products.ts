import { z } from 'zod';
import { DietCheckSchema, DietColorSchema } from './diet.js';
import { IdParamSchema } from './ids.js';
import { TextSchema } from './text.js';
import { JudgedForSchema, PersonColourSchema, PersonVerdictSchema } from './household.js';
import { FIT_REASONS } from './values.js';

const NamedSchema = z.object({ name: z.string() });
const CategoryRefSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_de: z.string(),
  name_fr: z.string(),
});

/** A product as listed (search results, favourites, recommendations). */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  /** Names fall back to another language when the product has none in this one. */
  name_en: z.string(),
  name_de: z.string(),
  name_fr: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  /** CHF; null when no price list gave one (never invented). */
  price: z.number().nullable(),
  diet_color: DietColorSchema,
  /** Why it fits the caller's diet, when it does and the pack or the kind of food says so. */
  why: z.array(z.enum(FIT_REASONS)),
  brand: NamedSchema.nullable(),
  /** The retailer's range the product belongs to ("Qualité & Prix", "M-Classic"); null when none. */
  range: z.string().nullable(),
  /** As printed on the pack ("500 g", "6 x 1,5 l"); null when unknown. */
  quantity: z.string().nullable(),
  category: CategoryRefSchema.nullable(),
  subcategory: CategoryRefSchema.nullable(),
  grocery_store: NamedSchema.nullable(),
  product_url: z.string().nullable(),
  /** Judged for everyone (`for=everyone`): each person's colour; `diet_color` is the worst. */
  household: z.array(PersonColourSchema).optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** One product with everything the product page shows. */
export const ProductSchema = ProductCardSchema.extend({
  stores: z.array(z.string()),
  countries: z.array(z.string()),
  labels: z.array(z.string()),
  sources: z.array(z.object({ name: z.string(), licence: z.string() })),
});
export type Product = z.infer<typeof ProductSchema>;

const csv = TextSchema.trim()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

export const ProductListQuerySchema = z.object({
  /**
   * Free text: accent/case-insensitive, prefix on the last word (from 2 letters), one typo
   * tolerated; a barcode (8, 12 or 13 digits, spaces allowed) lists that product whatever its colour.
   */
  search: TextSchema.trim().max(100).optional(),
  category: IdParamSchema.optional(),
  subcategory: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Keep only these colours for the caller's diet, e.g. `green,yellow`. */
  diet: csv.pipe(z.array(DietColorSchema)),
  /** Whose diet colours and filters the list: `me`, a household person's id, or `everyone`. */
  for: JudgedForSchema,
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductListSchema = z.object({
  items: z.array(ProductCardSchema),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Offset of the next page; null on the last page. */
  next_offset: z.number().int().nullable(),
  /**
   * Matches the colour filter hides (they don't fit the diet), counted where they would rank:
   * `count` of them before `items[before]` (`before` = items.length: after the last item).
   */
  hidden: z.array(
    z.object({
      before: z.number().int().min(0),
      count: z.number().int().min(1),
      /** Counting stopped there: at least `count`. */
      more: z.boolean(),
    }),
  ),
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const BarcodeParamsSchema = z.object({
  code: z.string().regex(/^\d{6,14}$/, 'invalid_barcode'),
});

export const NutrientSchema = z.object({ value: z.number(), unit: z.string() });

export const ProductDetailsSchema = z.object({
  id: z.number().int(),
  ingredients: z.array(z.string()),
  /** The ingredient text as printed, in each language the sources give. */
  ingredients_text: z.object({
    en: z.string().nullable(),
    de: z.string().nullable(),
    fr: z.string().nullable(),
    other: z.string().nullable(),
  }),
  allergens: z.array(z.string()),
  traces: z.array(z.string()),
  /** Per 100 g (or 100 ml): e.g. `{ fat: { value: 3.5, unit: 'g' } }`. */
  nutrition: z.record(z.string(), NutrientSchema),
  description: z.string().nullable(),
  production_country: z.object({ name_en: z.string() }).nullable(),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

export const LangQuerySchema = z.object({ lang: z.enum(['en', 'de', 'fr']).optional() });
export const DietCheckQuerySchema = LangQuerySchema.extend({ for: JudgedForSchema });

export const DietCheckResultSchema = z.object({
  diet_color: DietColorSchema,
  checks: z.array(DietCheckSchema),
  /** Judged for everyone: each person's verdict; `diet_color` is the worst, `checks` the caller's. */
  people: z.array(PersonVerdictSchema).optional(),
});
export type DietCheckResult = z.infer<typeof DietCheckResultSchema>;

export const RecommendedListSchema = z.array(ProductCardSchema);

/**
 * The product page in one round trip (issue 28 point 6): the product coloured for the caller, its
 * details, the live diet check (reasons in the request language) and the safer alternatives.
 */
export const ProductPageSchema = z.object({
  product: ProductSchema,
  details: ProductDetailsSchema,
  diet_check: DietCheckResultSchema,
  alternatives: RecommendedListSchema,
});
export type ProductPage = z.infer<typeof ProductPageSchema>;
