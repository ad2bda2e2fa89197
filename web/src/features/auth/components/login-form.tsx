import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/form';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/field-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { logIn, loginValidation, type LoginForm as LoginValues } from '../api/login';
import { AuthCard } from './auth-card';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
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
      await navigate(paths.portal.home);
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
