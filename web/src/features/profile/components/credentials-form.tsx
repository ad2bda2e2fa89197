import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialsUpdate } from '@safeshelf/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useUpdateCredentials } from '../api/update-credentials';

// The contract (and zod with it) loads on the first check, not with the profile page (decision 035).
const loadContract = () => import('@safeshelf/contract');

interface Values {
  email: string;
  new_password: string;
  current_password: string;
}

/** Email and password; the current password and a confirmation are asked before saving. */
export function CredentialsForm({ userId, email }: { userId: number; email: string }) {
  const { t } = useTranslation();
  const update = useUpdateCredentials(userId);
  const [pending, setPending] = useState<CredentialsUpdate | null>(null);
  const { register, handleSubmit, reset, control, formState, setError } = useForm<Values>({
    values: { email, new_password: '', current_password: '' },
  });
  const [currentEmail, newPassword] = useWatch({ control, name: ['email', 'new_password'] });
  const changed = currentEmail.trim() !== email || newPassword !== '';

  // Each attempt starts clean, also one that fails a check before it is sent: the outcome of the
  // previous one ("Failed to update credentials.") must not stand beside this one's (issue 31).
  const validateAndConfirm = handleSubmit((values) => {
    setPending({
      current_password: values.current_password,
      ...(values.email.trim() !== email ? { email: values.email.trim() } : {}),
      ...(values.new_password ? { new_password: values.new_password } : {}),
    });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    update.reset();
    return validateAndConfirm(event);
  };
  const confirm = () => {
    if (!pending) return;
    update.mutate(pending, {
      onSuccess: (saved) => reset({ email: saved.email, new_password: '', current_password: '' }),
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : {};
        if (fields.current_password === 'wrong_password')
          setError('current_password', { message: t('portal.profile.credentials.wrongPassword') });
        if (fields.email === 'email_taken')
          setError('email', { message: t('portal.profile.credentials.emailTaken') });
      },
      onSettled: () => setPending(null),
    });
  };

  const { errors } = formState;
  return (
    <Card as="section" aria-labelledby="credentials-title" className="flex flex-col gap-4">
      <h2 id="credentials-title" className="text-xl font-semibold text-slate-900">
        {t('portal.profile.credentials.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('portal.profile.credentials.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', {
            validate: async (value) =>
              (await loadContract()).EmailSchema.safeParse(value).success ||
              t('portal.profile.credentials.invalidEmail'),
          })}
        />
        <TextField
          label={t('portal.profile.credentials.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('portal.profile.credentials.newPasswordHint')}
          error={errors.new_password?.message}
          {...register('new_password', {
            validate: async (value) =>
              value === '' ||
              (await loadContract()).PasswordSchema.safeParse(value).success ||
              t('portal.profile.credentials.passwordRule'),
          })}
        />
        <TextField
          label={t('portal.profile.credentials.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password', {
            validate: (value) => value !== '' || t('portal.profile.credentials.currentRequired'),
          })}
        />
        {update.isSuccess && <Alert tone="success">{t('portal.profile.credentials.saved')}</Alert>}
        {update.isError && <Alert tone="error">{t('portal.profile.credentials.failed')}</Alert>}
        <Button type="submit" className="self-start" disabled={!changed} loading={update.isPending}>
          {t('portal.profile.credentials.save')}
        </Button>
      </form>
      <Modal
        open={pending !== null}
        onClose={() => !update.isPending && setPending(null)}
        title={t('portal.profile.credentials.confirmTitle')}
        description={t('portal.profile.credentials.confirmText')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setPending(null)}
              disabled={update.isPending}
            >
              {t('portal.profile.credentials.cancel')}
            </Button>
            <Button onClick={confirm} loading={update.isPending}>
              {t('portal.profile.credentials.confirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
