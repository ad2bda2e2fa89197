export { FormProvider, useFormContext, useWatch } from './form-context';
export type { FieldError, FieldErrors, FormState, Resolver, ResolverResult } from './types';
export { useForm, type FormControl, type UseFormReturn } from './use-form';
