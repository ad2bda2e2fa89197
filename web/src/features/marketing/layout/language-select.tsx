import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, SUPPORTED_LANGUAGES, type Language } from '#web/i18n/setup.ts';

/** The language dropdown. The choice is remembered (i18nextLng in local storage). */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`relative flex items-center ${className}`.trim()}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <svg
        className="pointer-events-none absolute left-2.5 size-4 text-slate-600"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
      </svg>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
        className="min-h-11 lg:min-h-10 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1.5 pl-8 pr-8 text-sm font-medium text-slate-800 hover:border-brand-600"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`common.languages.${language}`)}
          </option>
        ))}
      </select>
      <svg
        className="pointer-events-none absolute right-2.5 size-4 text-slate-600"
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
      </svg>
    </div>
  );
}
