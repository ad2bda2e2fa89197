import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { setJudgedFor, useJudgedFor, type JudgedFor } from '#web/lib/judged-for.ts';
import { useHousehold } from '../api/get-household';

/**
 * "Judge for: me / a household person / everyone" for search, product page, barcode and label
 * scan. Shown once the user has a household; a choice of someone no longer in it falls back to me.
 */
export function JudgedForPicker() {
  const { t } = useTranslation();
  const id = useId();
  const household = useHousehold();
  const judgedFor = useJudgedFor();
  const people = household.data ?? [];
  const known =
    judgedFor === 'me' ||
    judgedFor === 'everyone' ||
    people.some((person) => String(person.id) === judgedFor);

  useEffect(() => {
    if (!household.data) return;
    if (!known || (judgedFor === 'everyone' && people.length === 0)) setJudgedFor('me');
  }, [household.data, known, judgedFor, people.length]);

  if (!people.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t('portal.household.picker.label')}
      </label>
      <select
        id={id}
        value={known ? judgedFor : 'me'}
        onChange={(event) => setJudgedFor(event.target.value as JudgedFor)}
        className="min-h-11 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600"
      >
        <option value="me">{t('portal.household.me')}</option>
        {people.map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
        <option value="everyone">{t('portal.household.picker.everyone')}</option>
      </select>
      <Link
        to={`${paths.portal.profile}#household`}
        className="min-h-11 content-center text-sm font-medium text-brand-800 underline"
      >
        {t('portal.household.picker.manage')}
      </Link>
    </div>
  );
}
