import { useTranslation } from 'react-i18next';
import { useFormContext } from '../../../../lib/form';
import { TextField } from '../../../../components/ui/form-field';
import { useFieldErrorText } from '../../../../lib/field-errors';
import type { RegisterFormInput } from '../../api/register';

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
