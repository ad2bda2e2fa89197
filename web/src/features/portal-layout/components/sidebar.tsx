import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '#web/config/paths.ts';
import { LogoMark } from '#web/components/ui/logo-mark.tsx';
import {
  HeartIcon,
  LogoutIcon,
  NewsIcon,
  OfflineIcon,
  ScanLabelIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
} from './icons';

interface SidebarProps {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** Unread news feed items, counted beside the News Feed link. */
  unread?: number;
}

// On a tablet the collapsed bar shows icons only; from desktop width (lg) the labels are always there.
const itemClass = (expanded: boolean) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${expanded ? '' : 'md:justify-center md:px-0 lg:justify-start lg:px-3'}`;
const labelClass = (expanded: boolean) => (expanded ? '' : 'md:sr-only lg:not-sr-only');

/** Collapsible navigation: a logo click expands it, a click outside (or a chosen link) collapses it. */
export function Sidebar({ expanded, onExpandedChange, unread = 0 }: SidebarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onExpandedChange(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onExpandedChange(false);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [expanded, onExpandedChange]);

  // The one logout (/logout) revokes the refresh token, forgets the session and opens /login.
  const logout = async () => {
    await navigate(paths.logout);
    // Only once the portal is gone: clearing earlier would refetch its queries without a token.
    queryClient.clear();
  };

  const link = (to: string, label: string, icon: ReactNode, soon = false, count = 0) => (
    <li>
      <NavLink
        to={to}
        onClick={() => onExpandedChange(false)}
        title={expanded ? undefined : label}
        // The scan page lives under the search's address but is its own entry.
        end={to === paths.portal.home && pathname === paths.portal.scan}
        className={({ isActive }) =>
          `${itemClass(expanded)} ${isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'}`
        }
      >
        <span className="relative">
          {icon}
          {count > 0 && (
            // On the icon, so the collapsed bar shows it too; the number is read with the label.
            <span
              aria-hidden="true"
              className="absolute -top-2 -right-2.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
        <span className={labelClass(expanded)}>
          {label}
          {soon && ' '}
          {soon && (
            <span className="ml-2 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
              {t('portal.nav.soon')}
            </span>
          )}
          {count > 0 && <span className="sr-only"> ({t('portal.nav.unread', { count })})</span>}
        </span>
      </NavLink>
    </li>
  );

  return (
    <nav
      ref={ref}
      id="portal-sidebar"
      aria-label={t('portal.nav.label')}
      className={`fixed inset-y-0 left-0 z-40 flex flex-col border-r border-slate-200 bg-white transition-[width,transform] duration-200 ${
        expanded
          ? 'w-64 translate-x-0 shadow-xl'
          : 'w-64 -translate-x-full max-md:invisible md:w-18 md:translate-x-0 lg:w-60'
      }`}
    >
      <button
        type="button"
        onClick={() => onExpandedChange(!expanded)}
        aria-expanded={expanded}
        aria-controls="portal-sidebar"
        className={`m-2 flex min-h-12 items-center gap-3 rounded-lg px-2 text-left lg:hidden ${expanded ? '' : 'md:justify-center'}`}
      >
        <LogoMark className="size-8 shrink-0" />
        <span className={`text-lg font-bold text-brand-800 ${expanded ? '' : 'md:sr-only'}`}>
          {t('common.appName')}
        </span>
        <span className="sr-only">
          {expanded ? t('portal.nav.collapse') : t('portal.nav.expand')}
        </span>
      </button>
      {/* From desktop width the bar is always open: the logo is just the logo. */}
      <p className="m-2 hidden min-h-12 items-center gap-3 px-2 text-lg font-bold text-brand-800 lg:flex">
        <LogoMark className="size-8 shrink-0" />
        {t('common.appName')}
      </p>
      <ul className="flex flex-1 flex-col gap-1 px-2">
        {link(paths.portal.home, t('portal.nav.search'), <SearchIcon />)}
        {link(paths.portal.scan, t('portal.nav.scan'), <ScanLabelIcon />)}
        {link(paths.portal.news, t('portal.nav.news'), <NewsIcon />, false, unread)}
        {link(paths.portal.favorites, t('portal.nav.favorites'), <HeartIcon />)}
        {link(paths.portal.offline, t('portal.nav.offline'), <OfflineIcon />)}
        {link(paths.portal.premium, t('portal.nav.premium'), <StarIcon />, true)}
        {link(paths.portal.profile, t('portal.nav.profile'), <UserIcon />)}
      </ul>
      <div className="border-t border-slate-200 p-2">
        <button
          type="button"
          onClick={() => void logout()}
          title={expanded ? undefined : t('portal.nav.logout')}
          className={`${itemClass(expanded)} w-full text-slate-700 hover:bg-red-50 hover:text-red-800`}
        >
          <LogoutIcon />
          <span className={labelClass(expanded)}>{t('portal.nav.logout')}</span>
        </button>
      </div>
    </nav>
  );
}
