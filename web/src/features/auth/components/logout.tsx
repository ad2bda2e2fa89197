import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { logOut } from '../api/logout';

const KEEP = new Set(['i18nextLng']);

/** Ends the session: revokes the refresh token, clears local storage (the language stays), → /login. */
export function Logout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logOut().finally(() => {
      for (const key of Object.keys(localStorage)) if (!KEEP.has(key)) localStorage.removeItem(key);
      window.dispatchEvent(new Event('storage'));
      if (active) void navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <p role="status" className="mx-auto max-w-lg px-4 py-16 text-center text-slate-700">
      {t('login.loggingOut')}
    </p>
  );
}
