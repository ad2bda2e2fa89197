import { Logout } from '#web/features/auth/components/logout.tsx';

export function LogoutRoute() {
  return <Logout />;
}
