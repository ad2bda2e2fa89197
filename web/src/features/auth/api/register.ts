import type { RegisterRequest } from '@safeshelf/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { schemaResolver } from '#web/lib/schema-resolver.ts';
import type { Language } from '#web/i18n/setup.ts';
import { splitCustomTerms } from '#web/lib/custom-terms.ts';
import type { RegisterFormInput, RegisterFormValues } from './register-schema';
import { apiUrl, endpoints } from '@safeshelf/contract/paths';

export type { RegisterFormInput, RegisterFormValues };

export const registerValidation = schemaResolver<RegisterFormInput, RegisterFormValues>(
  async () => (await import('./register-schema')).RegisterFormSchema,
);

const LANGUAGE_NAMES = { en: 'English', de: 'German', fr: 'French' } as const;

export function toRegisterRequest(
  { other, gender, ...form }: RegisterFormValues,
  language: Language,
): RegisterRequest {
  return {
    ...form,
    gender,
    custom_intolerances: splitCustomTerms(other),
    language: LANGUAGE_NAMES[language],
  };
}

export function registerAccount(form: RegisterFormValues, language: Language) {
  return apiRequest<unknown>(apiUrl(endpoints.register), {
    method: 'POST',
    body: toRegisterRequest(form, language),
    auth: false,
  });
}
