import type { ZodType } from 'zod';
import type { Resolver } from './form';
import { zodResolver } from './form/zod-resolver';

export type SchemaResolver<Input, Output> = Resolver<Input, Output> & {
  /** Starts the download early, e.g. when the user first focuses the form. */
  preload(): void;
};

/**
 * A form resolver for a zod schema that downloads zod and the schema on first use instead of with
 * the page: a form page shows and takes input before ~28 kB gz of validation code has arrived
 * (docs/decisions/035-validation-on-demand.md). Validation awaits the download. If it cannot be
 * downloaded, the form is sent unchecked: the server applies the same schema and its field errors
 * are shown the same way.
 */
export function schemaResolver<Input extends object, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): SchemaResolver<Input, Output> {
  let ready: Promise<Resolver<Input, Output>> | undefined;
  const load = () =>
    (ready ??= loadSchema().then(zodResolver, (error: unknown) => {
      ready = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, Output> = async (values) => {
    let validate: Resolver<Input, Output>;
    try {
      validate = await load();
    } catch {
      return { values: values as unknown as Output, errors: {} };
    }
    return validate(values);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
