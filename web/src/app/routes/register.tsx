import { RegisterForm } from '../../features/auth/components/register/register-form';

export function RegisterRoute() {
  return <RegisterForm />;
}
