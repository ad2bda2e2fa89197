import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createFormStore } from './create-form-store';
import { sameValue } from './field-elements';
import type { FormOptions, FormState } from './types';

export type FormControl<Input extends object, Output = Input> = ReturnType<
  typeof createFormStore<Input, Output>
>;

export type UseFormReturn<Input extends object, Output = Input> = Pick<
  FormControl<Input, Output>,
  | 'register'
  | 'handleSubmit'
  | 'reset'
  | 'setError'
  | 'setValue'
  | 'getValues'
  | 'watch'
  | 'trigger'
> & { formState: FormState<Input>; control: FormControl<Input, Output> };

/**
 * Our form hook, shaped like the part of react-hook-form the app used (docs/decisions/036-own-form-hook.md).
 * Options other than `values` are read once.
 */
export function useForm<Input extends object, Output = Input>(
  options: FormOptions<Input, Output> = {},
): UseFormReturn<Input, Output> {
  const [control] = useState(() => createFormStore(options));
  useSyncExternalStore(control.subscribe, control.getVersion);
  const synced = useRef(options.values);
  useEffect(() => {
    if (options.values && !sameValue(options.values, synced.current)) {
      synced.current = options.values;
      control.reset(options.values);
    }
    control.startValidity();
  });

  const { errors, isSubmitting, isValid, isDirty } = control.getState();
  const formState: FormState<Input> = {
    errors,
    isSubmitting,
    isDirty,
    get isValid() {
      control.readValidity();
      return isValid;
    },
  };
  const { register, handleSubmit, reset, setError, setValue, getValues, watch, trigger } = control;
  return {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    trigger,
    formState,
    control,
  };
}
