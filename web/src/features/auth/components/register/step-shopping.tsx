import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import type { RegisterFormInput } from '#web/features/auth/api/register.ts';

const MIDDLE = 4;

/** A 0–9 slider from "only in store" to "only online"; it asks for a choice until it is moved. */
export function StepShopping() {
  const { t } = useTranslation();
  const id = useId();
  const { watch, setValue, formState } = useFormContext<RegisterFormInput>();
  const current = watch('shopping_preference');
  const value = typeof current === 'number' ? current : null;
  const error = formState.errors.shopping_preference;
  const choose = (input: string) =>
    setValue('shopping_preference', Number(input), { shouldValidate: true, shouldTouch: true });
  const label =
    value === null ? t('register.shopping.prompt') : t(`register.shopping.labels.${value as 0}`);
  return (
    <div className="flex flex-col gap-6">
      <label htmlFor={id} className="text-slate-700">
        {t('register.shopping.question')}
      </label>
      <p
        aria-live="polite"
        className={`rounded-xl px-4 py-3 text-center text-lg font-semibold ${value === null ? 'bg-slate-100 text-slate-700' : 'bg-brand-50 text-brand-900'}`}
      >
        {label}
      </p>
      <input
        id={id}
        type="range"
        min={0}
        max={9}
        step={1}
        value={value ?? MIDDLE}
        aria-valuetext={label}
        aria-invalid={error ? true : undefined}
        onChange={(e) => choose(e.target.value)}
        onPointerUp={(e) => choose(e.currentTarget.value)}
        className="h-2 w-full cursor-pointer accent-brand-700"
      />
      <div className="flex justify-between text-sm font-medium text-slate-700" aria-hidden="true">
        <span>{t('register.shopping.inStore')}</span>
        <span>{t('register.shopping.online')}</span>
      </div>
      {error && (
        <p className="text-sm font-medium text-red-700">{t('register.shopping.required')}</p>
      )}
    </div>
  );
}
