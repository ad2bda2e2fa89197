import { useTranslation } from 'react-i18next';
import { useFormContext } from '../../../../lib/form';
import { TextField } from '../../../../components/ui/form-field';
import { useFieldErrorText } from '../../../../lib/field-errors';
import type { RegisterFormInput } from '../../api/register';

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
