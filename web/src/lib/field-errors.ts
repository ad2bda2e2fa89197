import { useTranslation } from 'react-i18next';
import { isFieldErrorCode, type FieldErrorCode } from '@safeshelf/contract/field-errors';

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
    if (isFieldErrorCode(candidate)) return candidate;
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
