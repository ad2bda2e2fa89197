import { z } from 'zod';
import { FodmapGroupSchema, IntoleranceSchema } from './diet.js';
import {
  BirthYearSchema,
  CustomIntoleranceListSchema,
  EmailSchema,
  FodmapGroupListSchema,
  GenderSchema,
  IntoleranceListSchema,
  LanguageSchema,
  PasswordSchema,
  PersonNameSchema,
} from './auth.js';
import { TextSchema } from './text.js';

/** The profile page: personal details and the diet profile (fixed, custom, tolerated FODMAP groups). */
export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  gender: GenderSchema.nullable(),
  birth_year: z.number().int().nullable(),
  language: LanguageSchema,
  shopping_preference: z.number().int().nullable(),
  intolerances: z.array(IntoleranceSchema),
  custom_intolerances: z.array(z.string()),
  tolerated_fodmap_groups: z.array(FodmapGroupSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Every field optional: only the fields sent change. */
export const ProfileUpdateSchema = z.strictObject({
  /** Blank is refused, as at registration. */
  name: PersonNameSchema.min(1, { error: 'required' }).optional(),
  surname: PersonNameSchema.min(1, { error: 'required' }).optional(),
  gender: GenderSchema.nullable().optional(),
  birth_year: BirthYearSchema.nullable().optional(),
  language: LanguageSchema.optional(),
  shopping_preference: z.number().int().min(0).max(9).nullable().optional(),
  intolerances: IntoleranceListSchema.optional(),
  custom_intolerances: CustomIntoleranceListSchema.optional(),
  tolerated_fodmap_groups: FodmapGroupListSchema.optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** Changing credentials needs the current password (re-authentication). */
export const CredentialsUpdateSchema = z
  .strictObject({
    current_password: TextSchema.min(1, { error: 'required' }).max(1024),
    email: EmailSchema.optional(),
    new_password: PasswordSchema.optional(),
  })
  .refine((v) => v.email !== undefined || v.new_password !== undefined, {
    path: ['new_password'],
    message: 'nothing_to_change',
  });
export type CredentialsUpdate = z.infer<typeof CredentialsUpdateSchema>;

/** A password change ends every other session; the caller gets a fresh pair. */
export const CredentialsResponseSchema = z.object({
  email: z.string(),
  access: z.string().optional(),
  refresh: z.string().optional(),
});
export type CredentialsResponse = z.infer<typeof CredentialsResponseSchema>;

export const UserIdParamsSchema = z.strictObject({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});
