import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DietCheckResult } from '@safeshelf/contract';
import { DietCheckCard } from '#web/components/diet/diet-check-card.tsx';
import { PeopleVerdicts } from '#web/components/diet/people-verdicts.tsx';
import { HighlightedText } from '#web/components/diet/highlighted-text.tsx';

/** The verdict on the checked text, like a product page's: reasons, then the text with triggers marked. */
export function ScanVerdict({
  result,
  text,
  report,
}: {
  result: DietCheckResult;
  text: string;
  report?: ReactNode;
}) {
  const { t } = useTranslation();
  const triggers = result.checks.flatMap((check) => (check.trigger ? [check.trigger] : []));
  return (
    <div className="flex flex-col gap-4">
      {/* Judged for everyone: each person's verdict; "Is this wrong?" is for one's own. */}
      {result.people ? (
        <PeopleVerdicts people={result.people} />
      ) : (
        <DietCheckCard result={result} footer={report} />
      )}
      <section
        aria-labelledby="scan-checked-text"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="scan-checked-text" className="mb-2 text-lg font-semibold text-slate-900">
          {t('portal.myProducts.ingredients')}
        </h2>
        <p className="leading-relaxed whitespace-pre-line text-slate-800">
          <HighlightedText text={text} triggers={triggers} />
        </p>
      </section>
    </div>
  );
}
