import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { FieldName } from './types';
import type { FormControl, UseFormReturn } from './use-form';

const FormContext = createContext<unknown>(null);

/** Hands a form (`<FormProvider {...form}>`) to the fields of its steps. */
export function FormProvider<Input extends object, Output>({
  children,
  ...form
}: UseFormReturn<Input, Output> & { children: ReactNode }) {
  return <FormContext value={form}>{children}</FormContext>;
}

export function useFormContext<Input extends object, Output = Input>(): UseFormReturn<
  Input,
  Output
> {
  const form = use(FormContext);
  if (!form) throw new Error('useFormContext needs a FormProvider around it');
  return form as UseFormReturn<Input, Output>;
}

/** The values of some fields; the component re-renders when they change. */
export function useWatch<
  Input extends object,
  Output,
  const Names extends readonly FieldName<Input>[],
>({
  control,
  name,
}: {
  control: FormControl<Input, Output>;
  name: Names;
}): { [Index in keyof Names]: Input[Names[Index]] } {
  useSyncExternalStore(control.subscribe, control.getVersion);
  return name.map((field) => control.watch(field)) as unknown as {
    [Index in keyof Names]: Input[Names[Index]];
  };
}
