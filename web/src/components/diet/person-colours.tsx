import { useTranslation } from 'react-i18next';
import type { PersonColour } from '@safeshelf/contract';
import { dietIcons, type DietColor } from '../ui/diet-badge';

const chip: Record<DietColor, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/40',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/40',
  red: 'bg-red-100 text-red-900 ring-red-700/40',
};

/** "Anna", or "Me" for the account holder when they have no name. */
export function usePersonName() {
  const { t } = useTranslation();
  return (person: Pick<PersonColour, 'person_id' | 'name'>) =>
    person.person_id === null
      ? person.name
        ? t('portal.household.meNamed', { name: person.name })
        : t('portal.household.me')
      : person.name;
}

/**
 * Each person's colour for one product (judged for everyone): their initials on their colour, with
 * the colour's icon for colour-blind users; the full name and verdict for screen readers and as a
 * tooltip.
 */
export function PersonColours({ people }: { people: PersonColour[] }) {
  const { t } = useTranslation();
  const nameOf = usePersonName();
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('portal.household.coloursLabel')}>
      {people.map((person) => {
        const text = `${nameOf(person)}: ${t(`portal.diet.person.${person.diet_color}`)}`;
        return (
          <li
            key={person.person_id ?? 'me'}
            title={text}
            className={`inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-bold ring-1 ${chip[person.diet_color]}`}
          >
            <svg
              viewBox="0 0 24 24"
              width={12}
              height={12}
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth={3.5}
              strokeLinecap="round"
            >
              <path d={dietIcons[person.diet_color]} />
            </svg>
            <span aria-hidden="true">{person.initials}</span>
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
