import { useTranslation } from 'react-i18next';
import type { PersonVerdict } from '@safeshelf/contract';
import { DietBadge } from '../ui/diet-badge';
import { CheckList } from './diet-check-card';
import { usePersonName } from './person-colours';

/**
 * The verdict for each person of the household (judged for everyone): name, colour and the
 * reasons behind it, one block each, so a parent sees at once who may eat it and why not.
 */
export function PeopleVerdicts({ people }: { people: PersonVerdict[] }) {
  const { t } = useTranslation();
  const nameOf = usePersonName();
  return (
    <section
      aria-labelledby="people-verdicts-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="people-verdicts-title" className="text-lg font-semibold text-slate-900">
        {t('portal.household.verdictsTitle')}
      </h2>
      <ul className="flex flex-col gap-4">
        {people.map((person) => {
          const reasons = person.checks.filter((check) => check.type !== 'safe');
          return (
            <li key={person.person_id ?? 'me'} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800"
                >
                  {person.initials}
                </span>
                <h3 className="font-semibold text-slate-900">{nameOf(person)}</h3>
                <DietBadge color={person.diet_color} size="sm" scope="person" />
              </div>
              {reasons.length > 0 && <CheckList checks={reasons} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
