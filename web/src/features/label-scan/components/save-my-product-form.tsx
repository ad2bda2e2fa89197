import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DietCheckResult, PackLang } from '@safeshelf/contract';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { isNetworkError } from '#web/lib/offline/kept.ts';
import { paths } from '#web/config/paths.ts';
import { useCreateMyProduct } from '../api/create-my-product';

const BARCODE = /^\d{8,14}$/;

interface SaveProps {
  text: string;
  lang?: PackLang;
  /** A barcode the user came with (the barcode dialog did not know it). */
  initialBarcode?: string;
  /** The label's verdict for the user's own diet: lets it be saved without signal. */
  verdict?: DietCheckResult;
}

/** Keep the judged label as one of My products: a name, an optional barcode. */
export function SaveMyProductForm({ text, lang, initialBarcode = '', verdict }: SaveProps) {
  const { t } = useTranslation();
  const save = useCreateMyProduct();
  const [name, setName] = useState('');
  const [barcode, setBarcode] = useState(initialBarcode);
  const [errors, setErrors] = useState<{ name?: string; barcode?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = barcode.replace(/\s/g, '');
    const next = {
      name: name.trim() ? undefined : t('portal.scan.save.nameRequired'),
      barcode: !code || BARCODE.test(code) ? undefined : t('portal.barcode.invalid'),
    };
    setErrors(next);
    if (next.name || next.barcode) return;
    save.mutate({
      body: { name: name.trim(), barcode: code || undefined, ingredients_text: text, lang },
      verdict,
    });
  };

  if (save.isSuccess)
    return (
      <div className="flex flex-col gap-3">
        <Alert tone={save.data === 'queued' ? 'info' : 'success'}>
          {t(save.data === 'queued' ? 'portal.scan.save.queued' : 'portal.scan.save.saved')}
        </Alert>
        <ButtonLink to={paths.portal.favorites} variant="secondary" className="self-start">
          {t('portal.scan.save.show')}
        </ButtonLink>
      </div>
    );
  const tooMany = save.error instanceof ApiRequestError && save.error.status === 409;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('portal.scan.save.title')}</h2>
      <p className="text-sm text-slate-600">{t('portal.scan.save.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('portal.scan.save.name')}
          value={name}
          maxLength={150}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('portal.scan.save.barcode')}
          value={barcode}
          inputMode="numeric"
          autoComplete="off"
          error={errors.barcode}
          onChange={(event) => setBarcode(event.target.value)}
        />
      </div>
      {save.isError && (
        <Alert tone="error">
          {t(
            tooMany
              ? 'portal.scan.save.tooMany'
              : isNetworkError(save.error)
                ? 'portal.scan.save.needsSignal'
                : 'portal.scan.save.failed',
          )}
        </Alert>
      )}
      <Button type="submit" className="self-start" loading={save.isPending}>
        {t('portal.scan.save.submit')}
      </Button>
    </form>
  );
}
