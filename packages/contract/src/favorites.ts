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
