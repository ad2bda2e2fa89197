import { z } from 'zod';

export const FavoriteSchema = z.object({ product: z.number().int() });
export const FavoriteListSchema = z.array(FavoriteSchema);
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoriteToggleRequestSchema = z.strictObject({
  product_id: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .positive()
    .max(2_147_483_647),
});
export type FavoriteToggleRequest = z.infer<typeof FavoriteToggleRequestSchema>;

/** A user keeps at most this many favourites; lists are capped at it too. */
export const MAX_FAVORITES = 500;

export const FavoriteParamsSchema = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * Says whether a product should be a favourite, instead of flipping it: sent again, or after the
 * same change made elsewhere, it changes nothing (queued offline actions, issue 32).
 */
export const FavoriteSetRequestSchema = z.strictObject({
  favorite: z.boolean({ error: 'invalid_type' }),
});
export const FavoriteStateSchema = z.object({
  product: z.number().int(),
  favorite: z.boolean(),
  /** False when the product already was (or was not) a favourite. */
  changed: z.boolean(),
});
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;
