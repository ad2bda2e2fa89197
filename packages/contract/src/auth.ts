import { z } from 'zod';
import { FeedItemSchema } from './feed.js';
import { FodmapGroupSchema, IntoleranceSchema } from './diet.js';
import { GENDERS } from './values.js';
import { TextSchema } from './text.js';

/**
 * Account schemas, shared by the server (validation) and the web forms (same rules, same codes).
 * Field errors are stable snake_case codes; the web app translates them.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;
/** Service not intended for children under 16 (nFADP/GDPR consent age). */
export const MINIMUM_AGE = 16;
export const BIRTH_YEAR_MIN = 1900;
export const MAX_CUSTOM_INTOLERANCES = 20;

const currentYear = () => new Date().getUTCFullYear();

export const PasswordSchema = TextSchema.max(PASSWORD_MAX_LENGTH, {
  error: 'password_too_long',
}).superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (value.length < PASSWORD_MIN_LENGTH) return fail('password_too_short');
  if (!/\p{Lu}/u.test(value)) return fail('password_needs_uppercase');
  if (!/\p{Nd}/u.test(value)) return fail('password_needs_digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(value)) return fail('password_needs_special');
});

export const UsernameSchema = TextSchema.trim()
  .min(1, { error: 'required' })
  .max(150, { error: 'too_long' })
  .regex(/^[\p{L}\p{Nd}@.+_-]+$/u, { error: 'invalid_username' });

export const EmailSchema = TextSchema.trim()
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'invalid_email' }));

/** Year of birth: 1900..this year, and at least 16 years ago (born in or before this year − 16). */
export const BirthYearSchema = z
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .superRefine((year, ctx) => {
    if (year < BIRTH_YEAR_MIN || year > currentYear())
      ctx.addIssue({ code: 'custom', message: 'birth_year_out_of_range' });
    else if (currentYear() - year < MINIMUM_AGE)
      ctx.addIssue({ code: 'custom', message: 'too_young' });
  });

export const GenderSchema = z.enum(GENDERS);
export const LanguageSchema = z.enum(['English', 'German', 'French']);
export const PersonNameSchema = TextSchema.trim().max(150, { error: 'too_long' });
export const CustomIntoleranceSchema = TextSchema.trim()
  .min(1, { error: 'required' })
  .max(60, { error: 'too_long' });
export const IntoleranceListSchema = z
  .array(IntoleranceSchema)
  .max(10)
  .transform((l) => [...new Set(l)]);
export const CustomIntoleranceListSchema = z
  .array(CustomIntoleranceSchema)
  .max(MAX_CUSTOM_INTOLERANCES, { error: 'too_many' })
  .transform((l) => [...new Set(l)]);
export const FodmapGroupListSchema = z
  .array(FodmapGroupSchema)
  .max(10)
  .transform((l) => [...new Set(l)]);

export const RegisterRequestSchema = z
  .strictObject({
    username: UsernameSchema,
    email: EmailSchema,
    password1: PasswordSchema,
    password2: TextSchema.max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' }),
    intolerances: IntoleranceListSchema.default([]),
    custom_intolerances: CustomIntoleranceListSchema.default([]),
    tolerated_fodmap_groups: FodmapGroupListSchema.default([]),
    shopping_preference: z.number().int().min(0).max(9),
    gender: GenderSchema,
    name: PersonNameSchema.min(1, { error: 'required' }),
    surname: PersonNameSchema.min(1, { error: 'required' }),
    birth_year: BirthYearSchema,
    language: LanguageSchema.optional(),
  })
  .refine((v) => v.password1 === v.password2, {
    path: ['password2'],
    message: 'passwords_mismatch',
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** `identifier` is an email or a username; the original client sends `username`, also accepted. */
export const TokenRequestSchema = z
  .strictObject({
    identifier: TextSchema.trim().min(1, { error: 'required' }).max(254).optional(),
    username: TextSchema.trim().min(1, { error: 'required' }).max(254).optional(),
    password: TextSchema.min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH * 8),
  })
  .refine((v) => v.identifier !== undefined || v.username !== undefined, {
    path: ['identifier'],
    message: 'required',
  });
export type TokenRequest = z.input<typeof TokenRequestSchema>;

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshTokenSchema = TextSchema.min(1, { error: 'required' }).max(200);
export const RefreshRequestSchema = z.strictObject({ refresh: RefreshTokenSchema });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

/** Logout. `everywhere` also ends every other session and every access token of the user. */
export const RevokeRequestSchema = z.strictObject({
  refresh: RefreshTokenSchema,
  everywhere: z.boolean().optional(),
});
export type RevokeRequest = z.infer<typeof RevokeRequestSchema>;

export const MeSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export type Me = z.infer<typeof MeSchema>;

export const DeleteAccountRequestSchema = z.strictObject({
  password: TextSchema.min(1, { error: 'required' }).max(1024),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const RegisterResponseSchema = MeSchema;

/** Everything we hold about a user (nFADP Art. 28 / GDPR Art. 20), as JSON. */
export const AccountExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  profile: z.record(z.string(), z.unknown()),
  favorites: z.array(z.object({ product: z.number().int(), added_at: z.string() })),
  sessions: z.array(
    z.object({ created_at: z.string(), expires_at: z.string(), revoked: z.boolean() }),
  ),
  form_submissions: z.array(
    z.object({
      form: z.string(),
      fields: z.record(z.string(), z.string()),
      submitted_at: z.string(),
    }),
  ),
  /** Products the user judged from their labels, with the verdict last stored. */
  my_products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      barcode: z.string().nullable(),
      ingredients_text: z.string(),
      lang: z.string().nullable(),
      diet_color: z.string(),
      created_at: z.string(),
    }),
  ),
  verdict_reports: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      product_code: z.string().nullable(),
      my_product_id: z.number().int().nullable(),
      ingredients_text: z.string().nullable(),
      intolerance: z.string(),
      reason: z.string(),
      comment: z.string().nullable(),
      diet_color: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The people the user shops for, with their diet profiles (issue 33). */
  household: z.array(
    z.object({
      name: z.string(),
      intolerances: z.array(z.string()),
      custom_intolerances: z.array(z.string()),
      tolerated_fodmap_groups: z.array(z.string()),
      created_at: z.string(),
    }),
  ),
  /** The news feed's items and the subcategories counted as browsed. */
  news_feed: z.object({
    items: z.array(FeedItemSchema),
    browsed_subcategories: z.array(
      z.object({
        subcategory_id: z.number().int(),
        visits: z.number().int(),
        last_visit_at: z.string(),
      }),
    ),
  }),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
