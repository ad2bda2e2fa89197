import { Logout } from '../../features/auth/components/logout';

export function LogoutRoute() {
  return <Logout />;
}
