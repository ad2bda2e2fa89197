import { useTranslation } from 'react-i18next';
import { useFormContext } from '../../../../lib/form';
import { TextField } from '../../../../components/ui/form-field';
import { PasswordField } from '../../../../components/ui/password-field';
import { useFieldErrorText } from '../../../../lib/field-errors';
import type { RegisterFormInput } from '../../api/register';

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
