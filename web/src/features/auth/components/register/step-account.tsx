import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { TextField } from '#web/components/ui/form-field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { useFieldErrorText } from '#web/lib/field-errors.ts';
import type { RegisterFormInput } from '#web/features/auth/api/register.ts';

export function StepAccount() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, formState, getValues, trigger } = useFormContext<RegisterFormInput>();
  const { errors } = formState;
  const toggle = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('register.account.username')}
        autoComplete="username"
        error={errorText(errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('register.account.email')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('register.account.password')}
        autoComplete="new-password"
        hint={t('register.account.passwordRule')}
        error={errorText(errors.password1)}
        {...toggle}
        {...register('password1', {
          // Re-check the confirmation only once there is one, so an untouched field shows no error.
          onChange: () => void (getValues('password2') && trigger('password2')),
        })}
      />
      <PasswordField
        label={t('register.account.confirm')}
        autoComplete="new-password"
        error={errorText(errors.password2)}
        {...toggle}
        {...register('password2')}
      />
    </div>
  );
}
