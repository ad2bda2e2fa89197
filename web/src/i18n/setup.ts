import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { languageDetector } from './language-detector';

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

// English ships in the main bundle (it is the fallback); German and French load on demand.
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load: Record<string, () => Promise<{ default: ResourceKey }>> = {
      de: () => import('./locales/de.json'),
      fr: () => import('./locales/fr.json'),
    };
    const loader = load[language];
    if (!loader) return callback(null, language === 'en' ? en : {});
    loader().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(lazyLocales)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    partialBundledLanguages: true,
    resources: { en: { translation: en } },
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The language in use, reduced to one we support. */
export function currentLanguage(): Language {
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

/** Locale for Intl (dates, numbers, CHF prices). */
export const intlLocale = (language: Language = currentLanguage()) => `${language}-CH`;

export default i18n;
