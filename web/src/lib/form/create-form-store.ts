import { readFieldValue, sameValue, writeFieldValue } from './field-elements';
import type {
  FieldElement,
  FieldErrors,
  FieldName,
  FieldRegistration,
  FormOptions,
  FormState,
  RegisterOptions,
  ResolverResult,
} from './types';

type AnyRule<Input> = RegisterOptions<Input, FieldName<Input>>;

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/**
 * A form's values, errors and validation timing, outside React: `useForm` renders from it. Values
 * live here, not in the inputs (which are uncontrolled and written to on register and reset), so
 * a step of a questionnaire can unmount and come back with its answers.
 */
export function createFormStore<Input extends object, Output = Input>({
  defaultValues,
  values: initial,
  resolver,
  mode = 'onSubmit',
}: FormOptions<Input, Output>) {
  let defaults = { ...(initial ?? defaultValues) } as Input;
  let values = { ...defaults };
  let state: FormState<Input> = { errors: {}, isSubmitting: false, isValid: false, isDirty: false };
  let touched = new Set<string>();
  let submitted = false;
  let version = 0;
  // A reset makes running validations stale; a newer check makes an older one's isValid stale.
  let resets = 0;
  let checks = 0;
  let validityRead = false;
  let validityKnown = false;
  const watched = new Set<string>();
  const listeners = new Set<() => void>();
  const rules = new Map<FieldName<Input>, AnyRule<Input>>();
  const groups = new Map<FieldName<Input>, Set<FieldElement>>();
  const registrations = new Map<FieldName<Input>, FieldRegistration>();

  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };
  const update = (patch: Partial<FormState<Input>>) => {
    const next = { ...state, ...patch };
    if (
      (Object.keys(patch) as (keyof FormState<Input>)[]).every((key) =>
        sameValue(next[key], state[key]),
      )
    )
      return;
    state = next;
    notify();
  };

  const validate = async (): Promise<ResolverResult<Input, Output>> => {
    const snapshot = { ...values };
    if (resolver) return resolver(snapshot);
    const errors: FieldErrors<Input> = {};
    for (const [name, rule] of rules) {
      const verdict = rule.validate?.(snapshot[name], snapshot);
      if (verdict === false || typeof verdict === 'string')
        errors[name] = { type: 'validate', message: verdict || '' };
    }
    return isEmpty(errors) ? { values: snapshot as unknown as Output, errors } : { errors };
  };
  /** Validates all values; `current` unless a reset came meanwhile, `latest` unless a newer check started too. */
  const check = async () => {
    const [run, reset] = [++checks, resets];
    const result = await validate();
    return { ...result, current: reset === resets, latest: run === checks && reset === resets };
  };
  const validity = (result: { errors: object; latest: boolean }) =>
    result.latest ? { isValid: isEmpty(result.errors) } : {};
  const errorsOf = (names: readonly FieldName<Input>[], found: FieldErrors<Input>) => {
    const errors = { ...state.errors };
    for (const name of names) {
      if (found[name]) errors[name] = found[name];
      else delete errors[name];
    }
    return errors;
  };

  // isValid costs a run of the resolver (and maybe the schema's download): only once it is read.
  const refreshValidity = async () => {
    if (!validityRead) return;
    validityKnown = true;
    const result = await check();
    update(validity(result));
  };

  const putValue = (name: FieldName<Input>, value: unknown) => {
    if (sameValue(values[name], value)) return;
    (values as Record<string, unknown>)[name] = value;
    const isDirty = !sameValue(values, defaults);
    if (isDirty !== state.isDirty) update({ isDirty });
    else if (watched.has(name)) notify();
  };

  const onFieldEvent = async (
    name: FieldName<Input>,
    event: { target: EventTarget | null },
    blur: boolean,
  ) => {
    const rule = rules.get(name);
    const value = readFieldValue(
      event.target as FieldElement,
      [...(groups.get(name) ?? [])],
      values[name],
      rule?.valueAsNumber,
    );
    const wasTouched = touched.has(name);
    putValue(name, value);
    if (blur) touched.add(name);
    else rule?.onChange?.(event);
    // As react-hook-form: after a submit on every change; before it, in onTouched mode, on each blur
    // and on every change of a field once it was left.
    const now = submitted ? !blur : mode === 'onTouched' && (blur || wasTouched);
    if (!now) {
      if (!blur) void refreshValidity();
      return;
    }
    const result = await check();
    if (!result.current || !sameValue(values[name], value)) return;
    update({ errors: errorsOf([name], result.errors), ...validity(result) });
  };

  const register = <Name extends FieldName<Input>>(
    name: Name,
    options: RegisterOptions<Input, Name> = {},
  ): FieldRegistration => {
    rules.set(name, options as AnyRule<Input>);
    const known = registrations.get(name);
    if (known) return known;
    const group = new Set<FieldElement>();
    groups.set(name, group);
    const registration: FieldRegistration = {
      name,
      ref: (element) => {
        if (!element) return undefined;
        group.add(element);
        // A field without a default value starts with what its element holds (NaN, null, false…).
        if (values[name] === undefined) {
          const value = readFieldValue(
            element,
            [...group],
            undefined,
            rules.get(name)?.valueAsNumber,
          );
          (values as Record<string, unknown>)[name] = (defaults as Record<string, unknown>)[name] =
            value;
        } else writeFieldValue(element, values[name]);
        return () => void group.delete(element);
      },
      onChange: (event) => void onFieldEvent(name, event, false),
      onBlur: (event) => void onFieldEvent(name, event, true),
    };
    registrations.set(name, registration);
    return registration;
  };

  // As react-hook-form: the first field with an error, in the order they were registered.
  const focusFirstError = () => {
    for (const [name, group] of groups) {
      const [first] = group;
      if (state.errors[name] && first) return first.focus();
    }
  };

  const trigger = async (name?: FieldName<Input> | readonly FieldName<Input>[]) => {
    const names = name === undefined ? undefined : typeof name === 'string' ? [name] : name;
    const result = await check();
    if (result.current)
      update({
        errors: names ? errorsOf(names, result.errors) : result.errors,
        ...validity(result),
      });
    return names ? names.every((field) => !result.errors[field]) : isEmpty(result.errors);
  };

  function getValues(): Input;
  function getValues<Name extends FieldName<Input>>(name: Name): Input[Name];
  function getValues(name?: FieldName<Input>) {
    return name === undefined ? { ...values } : values[name];
  }

  return {
    register,
    trigger,
    getValues,
    /** The field's value; the form re-renders when it changes. */
    watch<Name extends FieldName<Input>>(name: Name): Input[Name] {
      watched.add(name);
      return values[name];
    },
    setValue<Name extends FieldName<Input>>(
      name: Name,
      value: Input[Name],
      options: { shouldValidate?: boolean; shouldTouch?: boolean } = {},
    ) {
      if (options.shouldTouch) touched.add(name);
      for (const element of groups.get(name) ?? []) writeFieldValue(element, value);
      putValue(name, value);
      void (options.shouldValidate ? trigger(name) : refreshValidity());
    },
    /** An error from elsewhere (the server): it stays until the field is validated again. */
    setError(
      name: FieldName<Input>,
      { type = 'manual', message }: { type?: string; message: string },
    ) {
      update({ errors: { ...state.errors, [name]: { type, message } }, isValid: false });
    },
    /** Back to the default values, or to new ones that become the defaults; errors and touches go. */
    reset(next?: Input) {
      resets++;
      if (next) defaults = { ...next };
      values = { ...defaults };
      touched = new Set();
      submitted = false;
      for (const [name, group] of groups)
        for (const element of group) writeFieldValue(element, values[name]);
      state = { ...state, errors: {}, isSubmitting: false, isDirty: false };
      notify();
      void refreshValidity();
    },
    handleSubmit:
      (onValid: (values: Output) => unknown) => async (event?: { preventDefault(): void }) => {
        event?.preventDefault();
        const reset = resets;
        update({ isSubmitting: true });
        try {
          const result = await check();
          if (!result.current) return;
          submitted = true;
          update({ errors: result.errors, ...validity(result) });
          if (result.values && isEmpty(result.errors)) await onValid(result.values);
          else focusFirstError();
        } finally {
          if (reset === resets) update({ isSubmitting: false });
        }
      },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getVersion: () => version,
    getState: () => state,
    /** Marks isValid as read; `startValidity` (after render) then computes it once. */
    readValidity() {
      validityRead = true;
    },
    startValidity() {
      if (validityRead && !validityKnown) void refreshValidity();
    },
  };
}
