import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type SchemaResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download early, e.g. when the user first focuses the form. */
  preload(): void;
};

/**
 * A react-hook-form resolver for a zod schema that downloads zod, the schema and the resolver on
 * first use instead of with the page: a form page shows and takes input before ~28 kB gz of
 * validation code has arrived (docs/decisions/035-validation-on-demand.md). Validation awaits the
 * download. If it cannot be downloaded, the form is sent unchecked: the server applies the same
 * schema and its field errors are shown the same way.
 */
export function schemaResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): SchemaResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let validate: Resolver<Input, unknown, Output>;
    try {
      validate = await load();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return validate(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
