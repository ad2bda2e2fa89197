import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const FIXED_INTOLERANCES = ['lactose', 'gluten', 'fructose', 'fodmap'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const SHOPPING_PREFERENCES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
// At least 8 characters with an uppercase letter, a digit and a special character.
const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
const MAX_BIRTH_YEAR = 2025;

// TODO(contract): reuse RegisterRequestSchema from @safeshelf/contract for the request once it lands;
// the questionnaire adds only `other` (the free text of the "Other" intolerance).
export const RegisterFormSchema = z
  .object({
    intolerances: z.array(z.enum(FIXED_INTOLERANCES)),
    other: z.string().trim().max(500, 'too_big'),
    shopping_preference: z.number({ error: 'required' }).int().min(0).max(9),
    gender: z.enum(GENDERS, { error: 'required' }),
    name: z.string().trim().min(1, 'required').max(100, 'too_big'),
    surname: z.string().trim().min(1, 'required').max(100, 'too_big'),
    birth_year: z.number({ error: 'birth_year_range' }).int('birth_year_range').min(1900, 'birth_year_range').max(MAX_BIRTH_YEAR, 'birth_year_range'),
    username: z.string().trim().regex(/^[A-Za-z0-9._-]{3,30}$/, 'username_invalid'),
    email: z.string().trim().min(1, 'required').pipe(z.email('invalid_email')),
    password1: z.string().regex(PASSWORD_RULE, 'password_weak'),
    password2: z.string().min(1, 'required'),
  })
  .refine((form) => form.password1 === form.password2, { path: ['password2'], message: 'password_mismatch', when: () => true });
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;

/** "celery, hazelnuts" → ['celery', 'hazelnuts']: each custom term is matched on its own. */
export function splitCustomTerms(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

export function toRegisterRequest({ other, ...form }: RegisterFormValues) {
  return { ...form, intolerances: [...form.intolerances, ...splitCustomTerms(other)] };
}

export function registerAccount(form: RegisterFormValues) {
  return apiRequest<unknown>('/api/register/', { method: 'POST', body: toRegisterRequest(form), auth: false });
}
