import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/form-field.tsx';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import {
  CONTACT_REASONS,
  contactValidation,
  sendContactMessage,
  type ContactForm,
} from './api/send-contact';

const empty: ContactForm = { firstName: '', lastName: '', email: '', reason: '', message: '' };

export function ContactPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');
  const { register, handleSubmit, reset, formState } = useForm<ContactForm>({
    resolver: contactValidation,
    defaultValues: empty,
  });
  const { errors } = formState;
  useDocumentTitle(t('contact.title'));

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await sendContactMessage(values);
      setStatus('success');
      reset(empty);
    } catch {
      setStatus('error');
    }
  });

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_1.4fr] md:py-20">
      <div className="flex flex-col gap-4">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">
          {t('contact.title')}
        </h1>
        <p className="text-lg leading-relaxed text-slate-700">{t('contact.intro')}</p>
        <p className="text-slate-700">{t('contact.response')}</p>
        <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">{t('contact.dataHint')}</p>
      </div>
      <form
        onSubmit={onSubmit}
        onFocus={contactValidation.preload}
        noValidate
        className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        aria-label={t('contact.formLabel')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('contact.firstName')}
            autoComplete="given-name"
            error={errorText(errors.firstName)}
            {...register('firstName')}
          />
          <TextField
            label={t('contact.lastName')}
            autoComplete="family-name"
            error={errorText(errors.lastName)}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          error={errorText(errors.email)}
          {...register('email')}
        />
        <SelectField
          label={t('contact.reason')}
          error={errors.reason && t('contact.reasonRequired')}
          {...register('reason')}
        >
          <option value="">{t('contact.reasonPlaceholder')}</option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`contact.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('contact.message')}
          rows={6}
          error={errorText(errors.message)}
          {...register('message')}
        />
        <Button type="submit" size="lg" loading={formState.isSubmitting} className="self-start">
          {t('contact.submit')}
        </Button>
        {status === 'success' && <Alert tone="success">{t('contact.success')}</Alert>}
        {status === 'error' && <Alert tone="error">{t('contact.failure')}</Alert>}
      </form>
    </div>
  );
}
