import { LoginForm } from '#web/features/auth/components/login-form.tsx';

export function LoginRoute() {
  return <LoginForm />;
}
