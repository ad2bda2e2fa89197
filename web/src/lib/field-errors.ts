import { useTranslation } from 'react-i18next';

/** Field error codes with a message under `errors.fields.<code>` (the API's and the forms' own). */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'invalid_email',
  'invalid_type',
  'invalid_value',
  'invalid_number',
  'too_small',
  'too_big',
  'too_long',
  'too_many',
  'unknown_field',
  'invalid_username',
  'username_taken',
  'email_taken',
  'password_too_short',
  'password_too_long',
  'password_needs_uppercase',
  'password_needs_digit',
  'password_needs_special',
  'passwords_mismatch',
  'birth_year_out_of_range',
  'too_young',
  'invalid_characters',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

const known = new Set<string>(FIELD_ERROR_CODES);

/**
 * The code of a form or API field error. Schemas put a code in the message (`.min(1, 'required')`);
 * otherwise the zod issue type (`too_small`, `invalid_format`) stands in, as the server does it.
 */
export function toFieldErrorCode(
  error: { type?: unknown; message?: unknown } | string | undefined,
): FieldErrorCode | undefined {
  if (!error) return undefined;
  const candidates = typeof error === 'string' ? [error] : [error.message, error.type];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    if (known.has(candidate)) return candidate as FieldErrorCode;
    if (candidate === 'invalid_format') return 'invalid';
  }
  return 'invalid';
}

/** Translates a form error (react-hook-form) or an API field code into the user's language. */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: { type?: unknown; message?: unknown } | string | undefined) => {
    const code = toFieldErrorCode(error);
    return code ? t(`errors.fields.${code}`) : undefined;
  };
}
