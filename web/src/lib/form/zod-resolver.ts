import type { ZodType } from 'zod';
import type { FieldError, FieldErrors, Resolver } from './types';

/**
 * Checks the values with a zod schema: the parsed values, or for each field (the issue's path
 * joined by '.') its first issue, with the issue's message as message (our schemas put an error
 * code there, see lib/field-errors.ts) and the issue's code as type. Imports only zod's types, so
 * zod itself arrives with the schema.
 */
export function zodResolver<Input, Output>(
  schema: ZodType<Output, Input>,
): Resolver<Input, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const { path, code, message } of result.error.issues) {
      const key = path.join('.');
      if (!Object.hasOwn(errors, key)) errors[key] = { type: code, message };
    }
    return { errors: errors as FieldErrors<Input> };
  };
}
