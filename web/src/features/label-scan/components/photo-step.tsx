import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PACK_LANGS } from '@safeshelf/contract/values';
import { Button } from '#web/components/ui/button.tsx';
import { Disclosure } from '#web/components/ui/disclosure.tsx';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { FULL_PHOTO, type Crop } from '../ocr/prepare-image';
import type { ScanLang } from '../ocr/read-label';
import { CropControls, CropPreview } from './crop-controls';

interface PhotoStepProps {
  busy: boolean;
  onRead: (photo: File, crop: Crop, lang: ScanLang) => void;
}

/** Take or choose the photo, crop it if wanted, say the pack's language, then read it. */
export function PhotoStep({ busy, onRead }: PhotoStepProps) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>(FULL_PHOTO);
  const [cropOpen, setCropOpen] = useState(false);
  const [lang, setLang] = useState<ScanLang>('detect');

  // The preview's object URL is released when it is replaced and when the page closes.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhoto(file);
    setCrop(FULL_PHOTO);
    setUrl(file ? URL.createObjectURL(file) : null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="label-photo" className="text-sm font-semibold text-slate-800">
          {t('portal.scan.photo')}
        </label>
        <input
          id="label-photo"
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby="label-photo-hint"
          onChange={onFile}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800"
        />
        <p id="label-photo-hint" className="text-sm text-slate-600">
          {t('portal.scan.photoHint')}
        </p>
      </div>
      <SelectField
        label={t('portal.scan.language')}
        value={lang}
        onChange={(event) => setLang(event.target.value as ScanLang)}
      >
        <option value="detect">{t('portal.scan.detect')}</option>
        {PACK_LANGS.map((code) => (
          <option key={code} value={code}>
            {t(`portal.scan.langs.${code}`)}
          </option>
        ))}
      </SelectField>
      {photo && url && (
        <>
          <CropPreview src={url} crop={crop} alt={t('portal.scan.preview')} />
          <Disclosure
            headingLevel={2}
            title={t('portal.scan.crop')}
            open={cropOpen}
            onToggle={() => setCropOpen(!cropOpen)}
          >
            <p className="mb-3 text-sm text-slate-600">{t('portal.scan.cropHint')}</p>
            <CropControls crop={crop} onChange={setCrop} />
          </Disclosure>
          <Button className="self-start" loading={busy} onClick={() => onRead(photo, crop, lang)}>
            {t('portal.scan.read')}
          </Button>
        </>
      )}
    </div>
  );
}
