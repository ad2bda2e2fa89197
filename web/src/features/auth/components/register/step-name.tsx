import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import type { RegisterFormInput } from '#web/features/auth/api/register.ts';

export function StepName() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, formState } = useFormContext<RegisterFormInput>();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{t('register.name.question')}</p>
      <TextField
        label={t('register.name.name')}
        autoComplete="given-name"
        error={errorText(formState.errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('register.name.surname')}
        autoComplete="family-name"
        error={errorText(formState.errors.surname)}
        {...register('surname')}
      />
    </div>
  );
}
