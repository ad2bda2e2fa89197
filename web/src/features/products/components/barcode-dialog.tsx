import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { DietBadge } from '#web/components/ui/diet-badge.tsx';
import { useProductName } from '#web/components/ui/product-name.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';
import { useProductByBarcode } from '../api/get-product-by-barcode';
import { BarcodeScanner } from './barcode-scanner';

const BARCODE = /^\d{8,14}$/;

/** Type or scan a barcode; the go/no-go answer shows at once, with the way to the product. */
export function BarcodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const name = useProductName();
  const lookup = useProductByBarcode();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [scanning, setScanning] = useState(false);

  const find = (value: string) => {
    const digits = value.replace(/\s/g, '');
    setInvalid(!BARCODE.test(digits));
    if (BARCODE.test(digits)) lookup.mutate(digits);
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
          <Button variant="secondary" onClick={() => setScanning((value) => !value)}>
            {scanning ? t('portal.barcode.stopCamera') : t('portal.barcode.scan')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('portal.barcode.close')}
          </Button>
        </div>
      </form>
      {scanning && <BarcodeScanner onDetected={onScanned} />}
      <div aria-live="polite" className="mt-4">
        {product && (
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">{name(product)}</p>
            <DietBadge color={product.diet_color} />
            <p className="text-sm text-slate-700">
              {t(`portal.barcode.verdict.${product.diet_color}`)}
            </p>
            <ButtonLink to={paths.portal.product(product.id)} onClick={onClose}>
              {t('portal.barcode.showProduct')}
            </ButtonLink>
          </div>
        )}
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
        {lookup.isError && !notFound && (
          <Alert tone="error">{t('errors.codes.internal_error')}</Alert>
        )}
      </div>
    </Modal>
  );
}
