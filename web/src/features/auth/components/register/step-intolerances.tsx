import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { INTOLERANCES } from '@safeshelf/contract/values';
import type { RegisterFormInput } from '#web/features/auth/api/register.ts';
import { choiceClass } from '#web/components/ui/form-field.tsx';

// Most people never tick "Other": its dialog loads when it opens (keeps /register under 120 kB gz).
const OtherIntoleranceModal = lazy(async () => ({
  default: (await import('./other-intolerance-modal')).OtherIntoleranceModal,
}));

const boxClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-3.5 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50';

export function StepIntolerances() {
  const { t } = useTranslation();
  const { register, watch, setValue } = useFormContext<RegisterFormInput>();
  const other = watch('other');
  const [modalOpen, setModalOpen] = useState(false);

  const toggleOther = (checked: boolean) => {
    if (checked) setModalOpen(true);
    else setValue('other', '');
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="intolerances-none">
      <legend className="text-slate-700">{t('register.intolerances.prompt')}</legend>
      <p id="intolerances-none" className="mb-3 text-sm text-slate-600">
        {t('register.intolerances.none')}
      </p>
      {INTOLERANCES.map((id) => (
        <label key={id} className={boxClass}>
          <input type="checkbox" value={id} className={choiceClass} {...register('intolerances')} />
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900">
              {t(`register.intolerances.options.${id}.label`)}
            </span>
            <span className="text-sm text-slate-600">
              {t(`register.intolerances.options.${id}.hint`)}
            </span>
          </span>
        </label>
      ))}
      <label className={boxClass}>
        <input
          type="checkbox"
          className={choiceClass}
          checked={Boolean(other) || modalOpen}
          onChange={(e) => toggleOther(e.target.checked)}
        />
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">
            {t('register.intolerances.options.other.label')}
          </span>
          <span className="text-sm text-slate-600">
            {t('register.intolerances.options.other.hint')}
          </span>
        </span>
      </label>
      {other && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800">
          <span>
            <span className="font-semibold">{t('register.intolerances.otherSaved')}</span> {other}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setModalOpen(true)}>
            {t('register.intolerances.edit')}
          </Button>
        </div>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <OtherIntoleranceModal
            open
            initial={other ?? ''}
            onCancel={() => setModalOpen(false)}
            onSave={(text) => {
              setValue('other', text, { shouldValidate: true });
              setModalOpen(false);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
