import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearTokens, hasSession, isExpired, readTokens } from '#web/lib/auth-tokens.ts';
import { refreshAccessToken } from '#web/lib/api-client.ts';
import { PortalLayout } from '#web/features/portal-layout/components/portal-layout.tsx';
import { CatalogueLoading } from '#web/features/catalogue/components/catalogue-loading.tsx';
import { ProfileLanguageSync } from '#web/features/profile/components/language-sync.tsx';
import { useUnreadCount } from '#web/features/feed/api/get-unread.ts';
import { paths } from '#web/config/paths.ts';
import { OfflineSync } from '#web/features/offline/components/offline-sync.tsx';

// TanStack Query's provider wraps the portal one level up (app/query-provider.tsx, lazy too).

type Access = 'allowed' | 'checking' | 'denied';

function accessNow(): Access {
  if (!hasSession()) return 'denied';
  const { access } = readTokens();
  return access && !isExpired(access) ? 'allowed' : 'checking';
}

/**
 * No token → /login; an expired access token is refreshed first, and a refused refresh → /login.
 * Without signal the portal opens on what the phone keeps.
 */
function usePortalAccess(): Access {
  const [access, setAccess] = useState(accessNow);
  useEffect(() => {
    if (access !== 'checking') return;
    let current = true;
    refreshAccessToken().then(
      (fresh) => {
        if (!current) return;
        if (!fresh) clearTokens();
        setAccess(fresh ? 'allowed' : 'denied');
      },
      // No signal: the session may be fine, and the phone keeps the user's data (issue 32).
      () => current && setAccess('allowed'),
    );
    return () => {
      current = false;
    };
  }, [access]);
  return access;
}

export function PortalLayoutRoute() {
  const access = usePortalAccess();
  const { pathname, search } = useLocation();
  // After logging in the user lands on the address they opened (a shared product link, say).
  if (access === 'denied')
    return <Navigate to={paths.login} replace state={{ from: pathname + search }} />;
  // One refresh request; the page appears with a valid token rather than flashing errors first.
  if (access === 'checking') return null;
  return <AllowedPortal />;
}

/** The portal once the session is valid (the feed's unread count needs a token). */
function AllowedPortal() {
  const unread = useUnreadCount();
  return (
    <PortalLayout unread={unread}>
      <ProfileLanguageSync />
      <CatalogueLoading />
      <OfflineSync />
      <Outlet />
    </PortalLayout>
  );
}
