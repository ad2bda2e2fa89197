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
  type RegisterRequest,
} from '@safeshelf/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../i18n/setup';

export const FIXED_INTOLERANCES = IntoleranceSchema.options;
export const GENDERS = GenderSchema.options;

/** "celery, hazelnuts" → ['celery', 'hazelnuts']: each custom term is matched on its own. */
export function splitCustomTerms(text: string): string[] {
  return [...new Set(text.split(/[,;\n]+/).map((term) => term.trim()).filter(Boolean))];
}

// The "Other" free text, checked with the contract's rule for each custom intolerance.
const OtherTextSchema = z.string().superRefine((text, ctx) => {
  const terms = splitCustomTerms(text);
  if (terms.length > MAX_CUSTOM_INTOLERANCES) ctx.addIssue({ code: 'custom', message: 'too_many' });
  for (const term of terms) {
    const result = CustomIntoleranceSchema.safeParse(term);
    if (!result.success) return ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'invalid' });
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
  .refine((form) => form.password1 === form.password2, { path: ['password2'], message: 'passwords_mismatch', when: () => true });
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;

const LANGUAGE_NAMES = { en: 'English', de: 'German', fr: 'French' } as const;

export function toRegisterRequest({ other, gender, ...form }: RegisterFormValues, language: Language): RegisterRequest {
  return { ...form, gender, custom_intolerances: splitCustomTerms(other), language: LANGUAGE_NAMES[language] };
}

export function registerAccount(form: RegisterFormValues, language: Language) {
  return apiRequest<unknown>('/api/register/', { method: 'POST', body: toRegisterRequest(form, language), auth: false });
}
