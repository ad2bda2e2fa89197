import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DietCheck, VerdictReportCreate } from '@safeshelf/contract';
import { REPORT_INTOLERANCES, REPORT_REASONS } from '@safeshelf/contract/values';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { choiceClass, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useCreateReport } from '../api/create-report';

type Target = Pick<
  VerdictReportCreate,
  'product_id' | 'my_product_id' | 'ingredients_text' | 'lang'
>;
type Intolerance = (typeof REPORT_INTOLERANCES)[number];
type Reason = (typeof REPORT_REASONS)[number];

/** "Is this wrong?": which intolerance and why, sent with what was judged. */
export function ReportVerdict({ target, checks }: { target: Target; checks: DietCheck[] }) {
  const { t } = useTranslation();
  const report = useCreateReport();
  const [open, setOpen] = useState(false);
  const judged = REPORT_INTOLERANCES.filter((i) => checks.some((c) => c.intolerance === i));
  const choices = judged.length ? judged : REPORT_INTOLERANCES;
  const [intolerance, setIntolerance] = useState<Intolerance>(choices[0]!);
  const [reason, setReason] = useState<Reason>('fits_my_diet');
  const [comment, setComment] = useState('');
  const tooLong = comment.trim().length > 500;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    report.mutate(
      { ...target, intolerance, reason, comment: comment.trim() || undefined },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('portal.report.open')}
      </Button>
      {report.isSuccess && !open && (
        <Alert tone={report.data === 'queued' ? 'info' : 'success'}>
          {report.data === 'queued' ? t('portal.offline.reportQueued') : t('portal.report.sent')}
        </Alert>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('portal.report.title')}
        description={t('portal.report.description')}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <SelectField
            label={t('portal.report.intolerance')}
            value={intolerance}
            onChange={(event) => setIntolerance(event.target.value as Intolerance)}
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {t(`portal.intolerances.${value}`)}
              </option>
            ))}
          </SelectField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              {t('portal.report.reason')}
            </legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className={choiceClass}
                />
                {t(`portal.report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={t('portal.report.comment')}
            hint={t('portal.report.commentHint')}
            error={tooLong ? t('portal.report.commentTooLong') : undefined}
            value={comment}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
          />
          {report.isError && <Alert tone="error">{t('portal.report.failed')}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('portal.report.cancel')}
            </Button>
            <Button type="submit" loading={report.isPending}>
              {t('portal.report.send')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
