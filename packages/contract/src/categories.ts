import { z } from 'zod';
import { IdParamSchema } from './ids.js';

/** A shopper-facing top-level category (dairy, bread…), names in en/de/fr. */
export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_de: z.string(),
  name_fr: z.string(),
  /** An offline illustration: `/categories/<slug>.svg`. */
  image: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_de: z.string(),
  name_fr: z.string(),
  /** Id of the parent category. */
  category: z.number().int(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const CategoryListSchema = z.array(CategorySchema);
export const SubcategoryListSchema = z.array(SubcategorySchema);

export const SubcategoryQuerySchema = z.object({
  /** Only the subcategories of this category. */
  category: IdParamSchema.optional(),
});
export type SubcategoryQuery = z.infer<typeof SubcategoryQuerySchema>;
