import { z } from 'zod';

/** A lone UTF-16 surrogate (half of a pair): not Unicode text, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text: no NUL character and no lone surrogate. */
export const isStorableText = (value: string) =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Every text a client sends starts from this schema: a NUL byte or a lone surrogate is a 400 with
 * the field code `invalid_characters` instead of a database error. Chain `.trim()`, `.min()`… on it.
 */
export const TextSchema = z.string().refine(isStorableText, { error: 'invalid_characters' });
