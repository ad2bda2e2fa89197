import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/form-field.tsx';

const MAX = 5000;

interface TextStepProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Words the recogniser was unsure of, marked for the user to check. */
  unsure: string[];
  checking: boolean;
  onCheck: () => void;
}

/** The text as read, to correct before it is checked; only this text is ever sent. */
export function TextStep({ text, onTextChange, unsure, checking, onCheck }: TextStepProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !text.trim()
      ? t('portal.scan.emptyText')
      : text.trim().length > MAX
        ? t('portal.scan.tooLong')
        : undefined;
    setError(problem);
    if (!problem) onCheck();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={t('portal.scan.text')}
        hint={t('portal.scan.textHint')}
        error={error}
        value={text}
        rows={7}
        onChange={(event) => onTextChange(event.target.value)}
      />
      {unsure.length > 0 && (
        <div className="text-sm text-slate-700">
          <p>{t('portal.scan.unsure')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('portal.scan.unsure')}>
            {unsure.map((word) => (
              <li key={word}>
                <mark className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-950 underline decoration-amber-600 decoration-dotted underline-offset-2">
                  {word}
                </mark>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" className="self-start" loading={checking}>
        {t('portal.scan.check')}
      </Button>
    </form>
  );
}
