import { useTranslation } from 'react-i18next';

export type DietColor = 'green' | 'yellow' | 'red';

const styles: Record<DietColor, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
};

const icons: Record<DietColor, string> = {
  green: 'M5 12.5 10 17l9-10',
  yellow: 'M12 8v5m0 3.5v.5',
  red: 'M7 7l10 10M17 7 7 17',
};

export const dietIcons = icons;

/**
 * A product's diet colour, told by icon and text as well as by colour (for colour-blind users).
 * Whose: the user's ("Fits your diet"), one `person`'s ("Fits") or `everyone`'s, the worst of the
 * household's ("Fits everyone", "Not for everyone").
 */
export function DietBadge({
  color,
  size = 'md',
  scope = 'me',
}: {
  color: DietColor;
  size?: 'sm' | 'md';
  scope?: 'me' | 'person' | 'everyone';
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full font-semibold ring-1 ${styles[color]} ${
        size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm'
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        width={size === 'sm' ? 14 : 16}
        height={size === 'sm' ? 14 : 16}
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
      >
        <path d={icons[color]} />
      </svg>
      {scope === 'me' ? t(`portal.diet.${color}`) : t(`portal.diet.${scope}.${color}`)}
    </span>
  );
}
