import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { GENDERS } from '@safeshelf/contract/values';
import type { RegisterFormInput } from '#web/features/auth/api/register.ts';
import { choiceClass } from '#web/components/ui/form-field.tsx';

export function StepGender() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, formState } = useFormContext<RegisterFormInput>();
  const error = errorText(formState.errors.gender);
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'gender-error' : undefined}>
      <legend className="mb-3 text-slate-700">{t('register.gender.question')}</legend>
      {GENDERS.map((gender) => (
        <label
          key={gender}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-3.5 font-semibold text-slate-900 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input type="radio" value={gender} className={choiceClass} {...register('gender')} />
          {t(`register.gender.options.${gender}`)}
        </label>
      ))}
      {error && (
        <p id="gender-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
