import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import {
  newsletterValidation,
  subscribeToNewsletter,
  type NewsletterForm as NewsletterValues,
} from './api/subscribe';

/** Name and email to subscribe; thanks on success, a plain apology on failure. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');
  const { register, handleSubmit, reset, formState } = useForm<NewsletterValues>({
    resolver: newsletterValidation,
    defaultValues: { form_name: '', form_email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await subscribeToNewsletter(values);
      setStatus('success');
      reset();
    } catch {
      setStatus('error');
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={newsletterValidation.preload}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('newsletter.title')}
    >
      <TextField
        label={t('newsletter.name')}
        autoComplete="name"
        error={errorText(formState.errors.form_name)}
        {...register('form_name')}
      />
      <TextField
        label={t('newsletter.email')}
        type="email"
        autoComplete="email"
        error={errorText(formState.errors.form_email)}
        {...register('form_email')}
      />
      <Button type="submit" loading={formState.isSubmitting} className="self-start">
        {t('newsletter.submit')}
      </Button>
      {status === 'success' && <Alert tone="success">{t('newsletter.success')}</Alert>}
      {status === 'error' && <Alert tone="error">{t('newsletter.failure')}</Alert>}
    </form>
  );
}
