import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DietCheckResult, PackLang } from '@safeshelf/contract';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';
import { useCheckLabel } from '../api/check-label';
import { hasReadableText } from '../ocr/label-text';
import type { Crop } from '../ocr/prepare-image';
import type { ScanLang } from '../ocr/read-label';
import { useLabelReader } from '../use-label-reader';
import { OcrProgress } from './ocr-progress';
import { PhotoStep } from './photo-step';
import { SaveMyProductForm } from './save-my-product-form';
import { ScanVerdict } from './scan-verdict';
import { TextStep } from './text-step';

export interface ScannedLabel {
  ingredients_text: string;
  lang?: PackLang;
}

interface ScanPageProps {
  /** "Is this wrong?" for the verdict, composed in by the route. */
  report?: (label: ScannedLabel, result: DietCheckResult) => ReactNode;
  /** An unknown barcode the user came from, to keep with the product. */
  barcode?: string;
  /** Whom the label is judged for (me, a household person, everyone), composed in by the route. */
  judgedForPicker?: ReactNode;
}

/** Photo → text read in the browser → corrected → judged for the user's diet → kept if wanted. */
export function ScanPage({ report, barcode, judgedForPicker }: ScanPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('portal.scan.title'));
  const reader = useLabelReader();
  const check = useCheckLabel();
  const [text, setText] = useState('');
  const [lang, setLang] = useState<PackLang>();
  const [checked, setChecked] = useState<ScannedLabel | null>(null);
  const [round, setRound] = useState(0);

  const onRead = async (photo: File, crop: Crop, scanLang: ScanLang) => {
    check.reset();
    setChecked(null);
    setLang(scanLang === 'detect' ? undefined : scanLang);
    const result = await reader.read(photo, crop, scanLang);
    if (result) setText(result.text);
  };
  const onCheck = () => {
    const label = { ingredients_text: text.trim(), lang };
    check.mutate(label, { onSuccess: () => setChecked(label) });
  };
  const restart = () => {
    reader.reset();
    check.reset();
    setChecked(null);
    setText('');
    setRound(round + 1);
  };

  const state = reader.state;
  const noText = state.status === 'done' && !hasReadableText(state.result.text);
  const rateLimited = check.error instanceof ApiRequestError && check.error.status === 429;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('portal.scan.title')}</h1>
        <p className="text-slate-700">{t('portal.scan.intro')}</p>
      </header>
      {judgedForPicker}
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <PhotoStep key={round} busy={state.status === 'running'} onRead={onRead} />
      </section>
      <div aria-live="polite" className="flex flex-col gap-3">
        {state.status === 'running' && <OcrProgress progress={state.progress} />}
        {state.status === 'failed' && <Alert tone="error">{t('portal.scan.readFailed')}</Alert>}
        {noText && (
          <section className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-slate-900">
                {t('portal.scan.notEnoughData')}
              </h2>
              <DietBadge color="yellow" />
            </div>
            <p className="text-slate-800">{t('portal.scan.noText')}</p>
          </section>
        )}
      </div>
      {(state.status === 'done' || state.status === 'failed' || text) && (
        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <TextStep
            text={text}
            onTextChange={setText}
            unsure={state.status === 'done' ? state.result.unsure : []}
            checking={check.isPending}
            onCheck={onCheck}
          />
        </section>
      )}
      {check.isError && (
        <Alert tone="error">
          {rateLimited
            ? t('errors.codes.rate_limited')
            : isNetworkError(check.error)
              ? t('portal.scan.offlineNotReady')
              : t('portal.scan.checkFailed')}
        </Alert>
      )}
      {check.data && checked && (
        <>
          {check.data.onPhone && <Alert tone="info">{t('portal.scan.onPhone')}</Alert>}
          <ScanVerdict
            result={check.data}
            text={checked.ingredients_text}
            report={report?.(checked, check.data)}
          />
          <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <SaveMyProductForm
              key={checked.ingredients_text}
              text={checked.ingredients_text}
              lang={checked.lang}
              initialBarcode={barcode}
              verdict={check.data.forMe && !check.data.people ? check.data : undefined}
            />
          </section>
          <Button variant="secondary" className="self-start" onClick={restart}>
            {t('portal.scan.again')}
          </Button>
        </>
      )}
    </div>
  );
}
