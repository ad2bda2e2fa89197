// Field error codes: what `fields` of an API error, and a form's own checks, may say about one field.
// The one list (the web translates each under `errors.fields.<code>`, the server can send no other).
// Zod-free, so a form page can translate codes without downloading zod (decision 035).

export const FIELD_ERROR_CODES = [
  // zod's own issue codes, as the server and the forms pass them on
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
  // named by the contract's schemas
  'invalid_username',
  'password_too_short',
  'password_too_long',
  'password_needs_uppercase',
  'password_needs_digit',
  'password_needs_special',
  'passwords_mismatch',
  'birth_year_out_of_range',
  'too_young',
  'nothing_to_change',
  'invalid_characters',
  'invalid_barcode',
  'one_target',
  // sent by the server after looking at the data
  'username_taken',
  'email_taken',
  'wrong_password',
  'too_many_favorites',
  'too_many_products',
  'too_many_people',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

const known = new Set<string>(FIELD_ERROR_CODES);
export const isFieldErrorCode = (code: unknown): code is FieldErrorCode =>
  typeof code === 'string' && known.has(code);
