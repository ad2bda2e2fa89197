import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal';
import { Button } from '../ui/button';
import { DietBadge } from '../ui/diet-badge';
import type { DietCheck, DietCheckResult } from '@safeshelf/contract';
import { intlLocale } from '#web/i18n/setup.ts';
import { groupChecks } from './group-checks';

const typeStyle: Record<DietCheck['type'], { box: string; icon: string }> = {
  safe: { box: 'border-green-300 bg-green-50', icon: 'M5 12.5 10 17l9-10' },
  warning: { box: 'border-amber-300 bg-amber-50', icon: 'M12 7v6m0 4v.5' },
  danger: { box: 'border-red-300 bg-red-50', icon: 'M7 7l10 10M17 7 7 17' },
};

/** "Found in the ingredients", "… in the product name", "… in the nutrition table", as the engine says. */
const placeLabel = {
  ingredients: 'portal.dietCheck.trigger',
  traces: 'portal.dietCheck.triggerTraces',
  name: 'portal.dietCheck.triggerName',
  labels: 'portal.dietCheck.triggerLabels',
  category: 'portal.dietCheck.triggerCategory',
  nutrition: 'portal.dietCheck.triggerNutrition',
  allergens: 'portal.dietCheck.triggerAllergens',
} as const satisfies Record<NonNullable<DietCheck['source']>, string>;

/**
 * Why the product has its colour: each check with its type, its reason and the ingredient behind
 * it; "not enough data" once for all the intolerances it concerns.
 */
export function DietCheckCard({
  result,
  footer,
  badge = true,
}: {
  result: DietCheckResult;
  /** The colour badge; off where the page already shows it (the product page), so it appears once. */
  badge?: boolean;
  /** Actions on the verdict, e.g. "Is this wrong?", composed in by the page. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <section
      aria-labelledby="diet-check-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="diet-check-title" className="text-lg font-semibold text-slate-900">
          {t('portal.dietCheck.title')}
        </h2>
        {badge && <DietBadge color={result.diet_color} />}
      </div>
      {result.checks.length === 0 ? (
        <p className="text-slate-700">{t('portal.dietCheck.noChecks')}</p>
      ) : (
        <CheckList checks={result.checks} />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => setInfoOpen(true)}>
          {t('portal.dietCheck.howTitle')}
        </Button>
        {footer}
      </div>
      <Modal
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        title={t('portal.dietCheck.howTitle')}
        description={t('portal.dietCheck.howText')}
        footer={
          <Button onClick={() => setInfoOpen(false)}>{t('portal.dietCheck.understood')}</Button>
        }
      />
    </section>
  );
}

/** The checks, one line each; "not enough data" once for all the intolerances it concerns. */
export function CheckList({ checks }: { checks: DietCheck[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {groupChecks(checks).map((item, index) =>
        item.kind === 'check' ? (
          <CheckLine
            key={`${item.check.code}-${index}`}
            type={item.check.type}
            title={`${t(`portal.dietCheck.type.${item.check.type}`)} · ${intoleranceLabel(t, item.check.intolerance)}`}
            text={item.check.text}
            trigger={item.check.trigger}
            place={item.check.source}
          />
        ) : (
          <CheckLine
            key="no-data"
            type="warning"
            title={`${t('portal.dietCheck.noData.title')} · ${new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(item.intolerances.map((i) => intoleranceLabel(t, i)))}`}
            text={t(`portal.dietCheck.noData.${item.reason}`)}
          />
        ),
      )}
    </ul>
  );
}

/** One check: its type (icon and colour), title, reason and the ingredient behind it. */
function CheckLine({
  type,
  title,
  text,
  trigger,
  place,
}: {
  type: DietCheck['type'];
  title: string;
  text: string;
  trigger?: string;
  place?: DietCheck['source'];
}) {
  const { t } = useTranslation();
  return (
    <li className={`flex gap-3 rounded-xl border p-3 ${typeStyle[type].box}`}>
      <svg
        viewBox="0 0 24 24"
        width={20}
        height={20}
        aria-hidden="true"
        className="mt-0.5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
      >
        <path d={typeStyle[type].icon} />
      </svg>
      <div className="min-w-0 text-sm text-slate-900">
        <p className="font-semibold">{title}</p>
        <p>{text}</p>
        {trigger && (
          <p className="text-slate-700">
            {place ? t(placeLabel[place]) : t('portal.dietCheck.triggerPack')}{' '}
            <mark className="rounded bg-amber-200 px-1 font-semibold text-slate-900">
              {trigger}
            </mark>
          </p>
        )}
      </div>
    </li>
  );
}

const KNOWN = ['lactose', 'gluten', 'fructose', 'fodmap', 'custom'] as const;
/** The name of an intolerance in the interface language; a custom one as the user wrote it. */
export function intoleranceLabel(t: TFunction, intolerance: string): string {
  return (KNOWN as readonly string[]).includes(intolerance)
    ? t(`portal.intolerances.${intolerance as (typeof KNOWN)[number]}`)
    : intolerance;
}
