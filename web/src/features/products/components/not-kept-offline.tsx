import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { queueBarcodeQuestion } from '../api/queue-barcode-question';

/** Without signal, a barcode the phone does not keep: said plainly, with the offer to ask later. */
export function NotKeptOffline({ code }: { code: string }) {
  const { t } = useTranslation();
  const [queued, setQueued] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info">{t('portal.offline.notKept', { code })}</Alert>
      {queued ? (
        <Alert tone="success">{t('portal.offline.questionQueued')}</Alert>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => void queueBarcodeQuestion(code).then(() => setQueued(true))}
        >
          {t('portal.offline.askLater')}
        </Button>
      )}
    </div>
  );
}
