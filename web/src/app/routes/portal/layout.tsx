import { Outlet, redirect, ScrollRestoration } from 'react-router';
import { clearTokens, hasSession, isExpired, readTokens } from '../../../lib/auth-tokens';
import { refreshAccessToken } from '../../../lib/api-client';
import { PortalLayout } from '../../../features/portal-layout/components/portal-layout';
import { paths } from '../../paths';

// TanStack Query's provider wraps the portal one level up (app/query-provider.tsx, lazy too).

/** No token → /login; an expired access token is refreshed first, and a failed refresh → /login. */
export async function portalLoader() {
  if (!hasSession()) throw redirect(paths.login);
  const { access } = readTokens();
  if (!access || isExpired(access)) {
    const fresh = await refreshAccessToken();
    if (!fresh) {
      clearTokens();
      throw redirect(paths.login);
    }
  }
  return null;
}

export function PortalLayoutRoute() {
  return (
    <PortalLayout>
      <ScrollRestoration />
      <Outlet />
    </PortalLayout>
  );
}
