import { RegisterForm } from '#web/features/auth/components/register/register-form.tsx';

export function RegisterRoute() {
  return <RegisterForm />;
}
