import { z } from 'zod';
import { DietCheckSchema, DietColorSchema, FodmapGroupSchema, IntoleranceSchema } from './diet.js';
import {
  CustomIntoleranceListSchema,
  FodmapGroupListSchema,
  IntoleranceListSchema,
} from './auth.js';
import { TextSchema } from './text.js';

/**
 * The people a user shops for (issue 33): a name and a diet profile each; no account of their own,
 * no birth date. Health data (nFADP Art. 5, GDPR Art. 9): only the account holder sees them.
 * At most MAX_HOUSEHOLD_PEOPLE (values.ts).
 */
export { MAX_HOUSEHOLD_PEOPLE } from './values.js';

export const HouseholdPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One or two letters that stand for the person on a product card. */
  initials: z.string(),
  intolerances: z.array(IntoleranceSchema),
  custom_intolerances: z.array(z.string()),
  tolerated_fodmap_groups: z.array(FodmapGroupSchema),
});
export type HouseholdPerson = z.infer<typeof HouseholdPersonSchema>;
export const HouseholdSchema = z.array(HouseholdPersonSchema);

export const HouseholdPersonInputSchema = z.strictObject({
  name: TextSchema.trim().min(1, { error: 'required' }).max(40, { error: 'too_long' }),
  intolerances: IntoleranceListSchema.default([]),
  custom_intolerances: CustomIntoleranceListSchema.default([]),
  tolerated_fodmap_groups: FodmapGroupListSchema.default([]),
});
export type HouseholdPersonInput = z.input<typeof HouseholdPersonInputSchema>;

export const HouseholdPersonIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * Whom a verdict is for: `me` (the default), one household person's id, or `everyone` (the
 * account holder and every household person: the worst colour wins, "fits everyone" is green).
 */
export const JudgedForSchema = z
  .string()
  .regex(/^(me|everyone|[1-9]\d{0,9})$/, { error: 'invalid' })
  .refine((v) => !/^\d/.test(v) || Number(v) <= 2_147_483_647, { error: 'too_big' })
  .default('me');
export type JudgedFor = 'me' | 'everyone' | `${number}`;
export const JudgedForQuerySchema = z.object({ for: JudgedForSchema });

/** One person's colour for a product: the account holder (`person_id` null) or a household person. */
export const PersonColourSchema = z.object({
  person_id: z.number().int().nullable(),
  name: z.string(),
  initials: z.string(),
  diet_color: DietColorSchema,
});
export type PersonColour = z.infer<typeof PersonColourSchema>;

/** One person's verdict with its reasons (product page, label scan). */
export const PersonVerdictSchema = PersonColourSchema.extend({
  checks: z.array(DietCheckSchema),
});
export type PersonVerdict = z.infer<typeof PersonVerdictSchema>;
