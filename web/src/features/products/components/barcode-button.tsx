import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

// The dialog (and, inside it, the camera reader) load only when the user asks for them.
const BarcodeDialog = lazy(() =>
  import('./barcode-dialog').then((module) => ({ default: module.BarcodeDialog })),
);

export function BarcodeButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Icon only on a phone, where the search box needs the width; named by the label always. */}
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        className="min-h-12 shrink-0 max-sm:w-12 max-sm:px-0"
      >
        <svg
          viewBox="0 0 24 24"
          width={20}
          height={20}
          aria-hidden="true"
          className="shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <path d="M4 6v12M7 6v12M10 6v12M14 6v12M17 6v12M20 6v12" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t('portal.barcode.open')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BarcodeDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
