import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { DataCredits } from './data-credits';
import { LogoMark } from '#web/components/ui/logo-mark.tsx';
import { SocialLinks } from './social-links';

export function Footer() {
  const { t } = useTranslation();
  const explore = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.faq, label: t('footer.faq') },
  ];
  const legal = [
    { to: paths.legal, label: t('footer.legal') },
    { to: paths.terms, label: t('footer.terms') },
  ];
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <LogoMark className="size-8" />
            {t('common.appName')}
          </p>
          <p className="text-sm">{t('footer.tagline')}</p>
          <SocialLinks />
        </div>
        <FooterLinks title={t('footer.explore')} links={explore} />
        <FooterLinks title={t('footer.legalTitle')} links={legal} />
        <div className="flex flex-col items-start gap-3">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-900">
            {t('footer.signupTitle')}
          </h2>
          <p className="text-sm">{t('footer.signupText')}</p>
          <ButtonLink to={paths.register} size="sm">
            {t('nav.signup')}
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-start md:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <DataCredits />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-sm font-bold uppercase tracking-wide text-slate-900">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="text-sm underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
