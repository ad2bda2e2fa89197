import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { paths } from '#web/config/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { logIn, loginValidation, type LoginForm as LoginValues } from '../api/login';
import { AuthCard } from './auth-card';

interface LoginState {
  /** The account was just created, but signing in automatically failed. */
  registered?: boolean;
  /** The protected address that sent the visitor here. */
  from?: string;
}

/** Only an address of this app (not `//elsewhere`) is a place to return to. */
const returnPath = (from: unknown) =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as LoginState | null;
  const registered = state?.registered === true;
  const errorText = useFieldErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: loginValidation,
    defaultValues: { identifier: '', password: '' },
  });
  useDocumentTitle(t('login.title'));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await logIn(values);
      await navigate(returnPath(state?.from) ?? paths.portal.home, { replace: true });
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : 'internal_error';
      setFailure(
        code === 'network'
          ? t('errors.network')
          : code === 'rate_limited'
            ? t('errors.codes.rate_limited')
            : t('login.failure'),
      );
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {registered && (
        <Alert tone="success" className="mb-6">
          {t('login.registered')}
        </Alert>
      )}
      <form
        onSubmit={onSubmit}
        onFocus={loginValidation.preload}
        noValidate
        className="flex flex-col gap-5"
      >
        <TextField
          label={t('login.identifier')}
          autoComplete="username"
          error={errorText(formState.errors.identifier)}
          {...register('identifier')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          error={errorText(formState.errors.password)}
          {...register('password')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        {t('login.noAccount')}{' '}
        <Link
          to={paths.register}
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('login.signupLink')}
        </Link>
      </p>
      <p className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        {t('login.unsubscribe')}{' '}
        <Link
          to={paths.contact}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          {t('login.contactLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
