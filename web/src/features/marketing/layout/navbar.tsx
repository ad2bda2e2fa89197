import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonLink, buttonClasses } from '#web/components/ui/button.tsx';
import { LanguageSelect } from './language-select';
import { LogoMark } from '#web/components/ui/logo-mark.tsx';
import { useHasSession } from './use-has-session';

const links = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.about, key: 'nav.about', end: false },
  { to: paths.faq, key: 'nav.faq', end: false },
  { to: paths.contact, key: 'nav.contact', end: false },
] as const;

// Below 1024 px the links fold into a menu (at 768 px the German bar took three rows); in it every
// item is a 44 px touch target, at desktop width the bar stays compact.
const touch = 'min-h-11 lg:min-h-9';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-lg px-3 py-2 text-base font-medium transition-colors ${touch} ${
    isActive
      ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

// Log in and Sign up look like buttons, and are marked on their own page as every other link is
// (issue 31): underlined, and announced as the current page (NavLink sets aria-current).
const actionClass =
  (variant: 'ghost' | 'primary') =>
  ({ isActive }: { isActive: boolean }) =>
    buttonClasses(
      variant,
      'sm',
      `${touch} ${isActive ? 'underline decoration-2 underline-offset-4 ring-2 ring-brand-700 ring-offset-2' : ''}`,
    );

export function Navbar() {
  const { t } = useTranslation();
  const loggedIn = useHasSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const actions = loggedIn ? (
    <ButtonLink to={paths.portal.home} size="sm" className={touch} onClick={close}>
      {t('nav.portal')}
    </ButtonLink>
  ) : (
    <>
      <NavLink to={paths.login} className={actionClass('ghost')} onClick={close}>
        {t('nav.login')}
      </NavLink>
      <NavLink to={paths.register} className={actionClass('primary')} onClick={close}>
        {t('nav.signup')}
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6"
      >
        <Link
          to={paths.home}
          onClick={close}
          className="flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-brand-900"
        >
          <LogoMark />
          {t('common.appName')}
        </Link>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen(!open)}
        >
          <svg
            className="size-6"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <div
          id="main-menu"
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-3 border-t border-slate-200 pt-3 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:justify-between lg:border-0 lg:pt-0 lg:pl-8`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass} onClick={close}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSelect />
            {actions}
          </div>
        </div>
      </nav>
    </header>
  );
}
