import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { LOGGED_OUT_EVENT } from '#web/lib/auth-tokens.ts';
import { MenuIcon } from './icons';
import { Sidebar } from './sidebar';
import { LogoMark } from '#web/components/ui/logo-mark.tsx';

/** The portal frame: sidebar (a top bar opens it on a phone) and the page. */
export function PortalLayout({ children, unread }: { children: ReactNode; unread?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const onExpandedChange = useCallback((next: boolean) => setExpanded(next), []);

  // The API client ends the session when a refresh fails; then the user must log in again.
  useEffect(() => {
    const onLoggedOut = () => void navigate(paths.login);
    window.addEventListener(LOGGED_OUT_EVENT, onLoggedOut);
    return () => window.removeEventListener(LOGGED_OUT_EVENT, onLoggedOut);
  }, [navigate]);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#portal-main"
        className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('portal.nav.skip')}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-slate-200 bg-white px-3 md:hidden">
        <span className="flex items-center gap-2 px-1">
          <LogoMark className="size-8" />
          <span className="text-lg font-bold text-brand-800">{t('common.appName')}</span>
        </span>
        {/* The usual three lines, where a phone user looks for the menu. */}
        <button
          type="button"
          onClick={() => setExpanded(true)}
          aria-expanded={expanded}
          aria-controls="portal-sidebar"
          className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <MenuIcon />
          <span className="sr-only">{t('portal.nav.expand')}</span>
        </button>
      </header>
      {/* Dims the page while the menu is open; a click on it closes the menu (outside click). */}
      {expanded && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/30 lg:hidden" />
      )}
      <Sidebar expanded={expanded} onExpandedChange={onExpandedChange} unread={unread} />
      <main id="portal-main" className="px-4 py-6 md:ml-18 md:px-8 md:py-8 lg:ml-60">
        {children}
      </main>
    </div>
  );
}
