import { z } from 'zod';
import { DietColorSchema } from './diet.js';

/**
 * The news feed (issue 33): what changed for the signed-in user, newest first, kept 90 days.
 * - `favorite_changed`: a favourite or one of "My products" whose ingredient list or verdict
 *   changed for the user (before/after colour; words added and removed from the list).
 * - `new_for_you`: a product new to the catalogue that fits the user's diet, in a category the
 *   user favourites or browses.
 * - `report_moved`: an engine change moved the verdict of a product the user reported as wrong.
 */
export const FEED_ITEM_KINDS = ['favorite_changed', 'new_for_you', 'report_moved'] as const;
export const FeedItemKindSchema = z.enum(FEED_ITEM_KINDS);
export type FeedItemKind = z.infer<typeof FeedItemKindSchema>;

/** Items older than this many days leave the feed. */
export const FEED_RETENTION_DAYS = 90;

export const FeedItemSchema = z.object({
  id: z.number().int(),
  kind: FeedItemKindSchema,
  /** The catalogue product; null for one of "My products" or a product gone from the catalogue. */
  product_id: z.number().int().nullable(),
  my_product_id: z.number().int().nullable(),
  /** The product's name when the item was made, in each interface language. */
  name_en: z.string(),
  name_de: z.string(),
  name_fr: z.string(),
  image: z.string().nullable(),
  /** The verdict for the user before and after the change (equal when only the list changed). */
  color_before: DietColorSchema.nullable(),
  color_after: DietColorSchema.nullable(),
  /** Parts of the ingredient list that appeared or disappeared, as printed. */
  words_added: z.array(z.string()),
  words_removed: z.array(z.string()),
  changed_at: z.string(),
  read: z.boolean(),
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** The next page: items older than the item with this id. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type FeedQuery = z.input<typeof FeedQuerySchema>;

export const FeedSchema = z.object({
  items: z.array(FeedItemSchema),
  unread: z.number().int(),
  /** `before` for the next page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type Feed = z.infer<typeof FeedSchema>;

export const FeedUnreadSchema = z.object({ unread: z.number().int() });
export type FeedUnread = z.infer<typeof FeedUnreadSchema>;

/** Marks these items read, or every item when `ids` is left out. */
export const FeedReadRequestSchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional(),
});
export type FeedReadRequest = z.infer<typeof FeedReadRequestSchema>;

export const FeedItemIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A subcategory the user browsed (a product page opened): "New for you" favours it. */
export const FeedInterestRequestSchema = z.strictObject({
  subcategory_id: z.number().int().positive().max(2_147_483_647),
});
export type FeedInterestRequest = z.infer<typeof FeedInterestRequestSchema>;
