import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useScrollToHash } from './use-scroll-to-hash';

/** Navbar, page, footer: the frame of every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  useScrollToHash();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('nav.skip')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
