import { useTranslation } from 'react-i18next';
import type { Profile } from '@safeshelf/contract';
import { useForm } from 'react-hook-form';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { useUpdateProfile } from '../api/update-profile';
import { LanguageSetting } from './language-setting';

interface Values {
  name: string;
  surname: string;
  gender: '' | 'Male' | 'Female' | 'Other';
  birth_year: string;
  /** 0 (only in store) to 9 (only online), as at registration; '' when never given. */
  shopping_preference: string;
}

const MIN_AGE = 16;
const toValues = (profile: Profile): Values => ({
  name: profile.name,
  surname: profile.surname,
  gender: profile.gender ?? '',
  birth_year: profile.birth_year === null ? '' : String(profile.birth_year),
  shopping_preference:
    profile.shopping_preference === null ? '' : String(profile.shopping_preference),
});
const SHOPPING = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Username (shown), name, gender, birth year, shopping preference; and the language setting. */
export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(profile.id);
  const maxYear = new Date().getFullYear();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    values: toValues(profile),
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      {
        name: values.name.trim(),
        surname: values.surname.trim(),
        gender: values.gender === '' ? null : values.gender,
        birth_year: values.birth_year === '' ? null : Number(values.birth_year),
        shopping_preference:
          values.shopping_preference === '' ? null : Number(values.shopping_preference),
      },
      { onSuccess: (saved) => reset(toValues(saved)) },
    ),
  );

  const yearError = formState.errors.birth_year?.message;
  return (
    <Card as="section" aria-labelledby="personal-title" className="flex flex-col gap-4">
      <h2 id="personal-title" className="text-xl font-semibold text-slate-900">
        {t('portal.profile.personal.title')}
      </h2>
      <p className="text-slate-700">
        {t('portal.profile.personal.username')}{' '}
        <span className="font-semibold text-slate-900">{profile.username}</span>
      </p>
      <LanguageSetting />
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('portal.profile.personal.name')}
          autoComplete="given-name"
          {...register('name')}
        />
        <TextField
          label={t('portal.profile.personal.surname')}
          autoComplete="family-name"
          {...register('surname')}
        />
        <SelectField label={t('portal.profile.personal.gender')} {...register('gender')}>
          <option value="">{t('portal.profile.personal.genderUnset')}</option>
          {(['Male', 'Female', 'Other'] as const).map((gender) => (
            <option key={gender} value={gender}>
              {t(`portal.profile.personal.genders.${gender}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('portal.profile.personal.birthYear')}
          inputMode="numeric"
          error={yearError}
          {...register('birth_year', {
            validate: (value) => {
              if (value === '') return true;
              const year = Number(value);
              if (!Number.isInteger(year) || year < 1900 || year > maxYear)
                return t('portal.profile.personal.birthYearRange', { max: maxYear });
              return maxYear - year >= MIN_AGE || t('portal.profile.personal.tooYoung');
            },
          })}
        />
        <SelectField
          label={t('portal.profile.personal.shopping')}
          className="sm:col-span-2"
          {...register('shopping_preference')}
        >
          <option value="">{t('portal.profile.personal.genderUnset')}</option>
          {SHOPPING.map((value) => (
            <option key={value} value={String(value)}>
              {t(`register.shopping.labels.${value}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-3 sm:col-span-2">
          {update.isSuccess && !formState.isDirty && (
            <Alert tone="success">{t('portal.profile.personal.saved')}</Alert>
          )}
          {update.isError && <Alert tone="error">{t('portal.profile.personal.failed')}</Alert>}
          <Button
            type="submit"
            className="self-start"
            disabled={!formState.isDirty}
            loading={update.isPending}
          >
            {t('portal.profile.personal.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
