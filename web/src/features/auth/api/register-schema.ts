import { z } from 'zod';
import {
  BirthYearSchema,
  CustomIntoleranceSchema,
  EmailSchema,
  GenderSchema,
  IntoleranceSchema,
  MAX_CUSTOM_INTOLERANCES,
  PasswordSchema,
  PersonNameSchema,
  UsernameSchema,
} from '@safeshelf/contract';
import { splitCustomTerms } from '#web/lib/custom-terms.ts';

// Loaded on demand with zod (lib/schema-resolver.ts); import only types from here statically.

// The "Other" free text, checked with the contract's rule for each custom intolerance.
const OtherTextSchema = z.string().superRefine((text, ctx) => {
  const terms = splitCustomTerms(text);
  if (terms.length > MAX_CUSTOM_INTOLERANCES) ctx.addIssue({ code: 'custom', message: 'too_many' });
  for (const term of terms) {
    const result = CustomIntoleranceSchema.safeParse(term);
    if (!result.success)
      return ctx.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? 'invalid',
      });
  }
});

/** The questionnaire: the contract's field rules, plus the free text behind "Other". */
export const RegisterFormSchema = z
  .object({
    intolerances: z.array(IntoleranceSchema),
    other: OtherTextSchema,
    shopping_preference: z.number({ error: 'required' }).int().min(0).max(9),
    gender: z.enum(GenderSchema.options, { error: 'required' }),
    name: PersonNameSchema.min(1, { error: 'required' }),
    surname: PersonNameSchema.min(1, { error: 'required' }),
    birth_year: BirthYearSchema,
    username: UsernameSchema,
    email: EmailSchema,
    password1: PasswordSchema,
    password2: z.string().min(1, { error: 'required' }),
  })
  .refine((form) => form.password1 === form.password2, {
    path: ['password2'],
    message: 'passwords_mismatch',
    when: () => true,
  });
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;
