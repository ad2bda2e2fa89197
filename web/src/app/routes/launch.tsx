import { Navigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { hasSession } from '#web/lib/auth-tokens.ts';

/** Where the installed app opens (manifest start_url): the portal when signed in, else home. */
export function LaunchRoute() {
  return <Navigate replace to={hasSession() ? paths.portal.home : paths.home} />;
}
