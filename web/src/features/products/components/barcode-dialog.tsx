import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';
import { useProductByBarcode } from '../api/get-product-by-barcode';
import { BarcodeScanner } from './barcode-scanner';
import { BarcodeAnswer } from './barcode-answer';
import { NotKeptOffline } from './not-kept-offline';
import { isNetworkError } from '#web/lib/offline/kept.ts';

const BARCODE = /^\d{8,14}$/;

/**
 * Type or scan a barcode; the go/no-go answer shows at once, with its reason and the way to the
 * product. One message at a time: a new step (a search, the camera) replaces the last answer.
 */
export function BarcodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lookup = useProductByBarcode();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);

  const find = (value: string) => {
    const digits = value.replace(/\s/g, '');
    setInvalid(!BARCODE.test(digits));
    setCameraFailed(false);
    if (BARCODE.test(digits)) lookup.mutate(digits);
    else lookup.reset();
  };
  const toggleCamera = () => {
    setScanning(!scanning);
    setInvalid(false);
    setCameraFailed(false);
    lookup.reset();
  };
  // A camera that never started has nothing to stop: the button offers to scan again.
  const onCameraFailed = () => {
    setScanning(false);
    setCameraFailed(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    find(code);
  };
  const onScanned = (value: string) => {
    setScanning(false);
    setCode(value);
    find(value);
  };

  const product = lookup.data;
  const notFound =
    lookup.error instanceof ApiRequestError &&
    (lookup.error.status === 404 || lookup.error.status === 400);
  // No signal and not kept on this phone (issue 32).
  const notKept = isNetworkError(lookup.error);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('portal.barcode.title')}
      description={t('portal.barcode.description')}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={t('portal.barcode.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          error={invalid ? t('portal.barcode.invalid') : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={lookup.isPending}>
            {t('portal.barcode.find')}
          </Button>
          <Button variant="secondary" onClick={toggleCamera}>
            {scanning ? t('portal.barcode.stopCamera') : t('portal.barcode.scan')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('portal.barcode.close')}
          </Button>
        </div>
      </form>
      {scanning && <BarcodeScanner onDetected={onScanned} onFailed={onCameraFailed} />}
      <div aria-live="polite" className="mt-4">
        {cameraFailed && <Alert tone="error">{t('portal.barcode.cameraFailed')}</Alert>}
        {product && <BarcodeAnswer product={product} onOpen={onClose} />}
        {notFound && (
          <div className="flex flex-col gap-3">
            <Alert tone="info">{t('portal.barcode.notFound')}</Alert>
            <ButtonLink
              to={`${paths.portal.scan}?barcode=${encodeURIComponent(lookup.variables ?? '')}`}
              variant="secondary"
              onClick={onClose}
            >
              {t('portal.barcode.scanLabel')}
            </ButtonLink>
          </div>
        )}
        {notKept && <NotKeptOffline key={lookup.variables} code={lookup.variables ?? ''} />}
        {lookup.isError && !notFound && !notKept && (
          <Alert tone="error">{t('errors.codes.internal_error')}</Alert>
        )}
      </div>
    </Modal>
  );
}
