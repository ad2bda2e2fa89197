import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import type { RegisterFormInput } from '#web/features/auth/api/register.ts';

export function StepBirthYear() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, formState } = useFormContext<RegisterFormInput>();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{t('register.birthYear.question')}</p>
      <TextField
        label={t('register.birthYear.label')}
        type="number"
        inputMode="numeric"
        min={1900}
        max={2025}
        autoComplete="bday-year"
        className="max-w-48"
        error={errorText(formState.errors.birth_year)}
        {...register('birth_year', { valueAsNumber: true })}
      />
    </div>
  );
}
