import { useTranslation } from 'react-i18next';
import type { ReadProgress } from '../ocr/read-label';

/** What the recogniser is doing, as a labelled progress bar and a polite live text. */
export function OcrProgress({ progress }: { progress: ReadProgress }) {
  const { t } = useTranslation();
  const percent = Math.round(progress.progress * 100);
  const label = t(progress.stage === 'loading' ? 'portal.scan.loading' : 'portal.scan.reading');
  return (
    <div className="flex flex-col gap-2" role="status">
      <p className="text-sm font-medium text-slate-800">
        {label} {percent} %
      </p>
      <progress
        max={100}
        value={percent}
        aria-label={t('portal.scan.progress')}
        className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
      />
    </div>
  );
}
