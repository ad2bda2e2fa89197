/** The names of a form's fields: its values are a flat object, one key per field. */
export type FieldName<Values> = keyof Values & string;

/** `type` is the rule that failed (a zod issue code, `validate`, `server`…); `message` our error code or text. */
export interface FieldError {
  type: string;
  message: string;
}

export type FieldErrors<Values> = Partial<Record<FieldName<Values>, FieldError>>;

/** Valid: the parsed values and no errors. Invalid: no values and an error per field. */
export interface ResolverResult<Input, Output> {
  values?: Output;
  errors: FieldErrors<Input>;
}

/** Checks all values at once (e.g. with a zod schema, `zod-resolver.ts`). */
export type Resolver<Input, Output = Input> = (
  values: Input,
) => Promise<ResolverResult<Input, Output>>;

/** The elements `register` binds to. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface RegisterOptions<Values, Name extends FieldName<Values>> {
  /** `true` or nothing when valid; a message (or `false`) when not. Used only by forms without a resolver. */
  validate?: (value: Values[Name], values: Values) => boolean | string | undefined;
  /** Reads the input as a number (`NaN` when empty), as `<input type="number">` holds text. */
  valueAsNumber?: boolean;
  onChange?: (event: { target: EventTarget | null }) => void;
}

/** What `register` returns, to spread onto an uncontrolled input, select or textarea. */
export interface FieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: (event: { target: EventTarget | null }) => void;
}

export interface FormState<Values> {
  errors: FieldErrors<Values>;
  isSubmitting: boolean;
  /** Computed only once read (it runs the resolver, which may download the schema). */
  isValid: boolean;
  isDirty: boolean;
}

export interface FormOptions<Input, Output> {
  /** A field left out starts with what its element holds (NaN for an empty number, null for radios). */
  defaultValues?: Partial<Input>;
  /** Values from outside (e.g. a loaded profile): when they change, the form resets to them. */
  values?: Input;
  resolver?: Resolver<Input, Output>;
  /** `onSubmit`: validate on submit, then on every change. `onTouched`: also on a field's first blur, then on its every change. */
  mode?: 'onSubmit' | 'onTouched';
}
