import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { englishCore, loadSection } from 'virtual:locale-sections';
import {
  CORE_NAMESPACE,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  type Language,
  type Namespace,
} from './sections';

export { NAMESPACES, SUPPORTED_LANGUAGES, type Language, type Namespace };

// The English core ships in the main chunk (it is the fallback and the home page's text). Every
// other (language, namespace) pair is its own small chunk, loaded on demand (web/locale-sections.ts).
const sectionBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => {},
  read: (language, namespace) => loadSection(language, namespace),
};

void i18n
  .use(sectionBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    partialBundledLanguages: true,
    resources: { en: { [CORE_NAMESPACE]: englishCore } },
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    // A key such as 'legal.privacy.title' is looked up in the core, then in the namespace holding it.
    fallbackNS: [...NAMESPACES],
    // German and French have every English key (locales.test.ts), so their visitors need no English
    // sections; any other language falls back to English.
    fallbackLng: { de: [], fr: [], default: ['en'] },
    supportedLngs: SUPPORTED_LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage'],
    },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Loads sections of the locale files in the current language (and English, the fallback) before a
 * page using them renders. i18next remembers them: a later language change loads them too before
 * it re-renders.
 */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces(namespaces, (error) => {
      if (error)
        reject(new Error(`Could not load the texts of ${namespaces.join(', ')}`, { cause: error }));
      else resolve();
    });
  });
}

/** The language in use, reduced to one we support. */
export function currentLanguage(): Language {
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : 'en';
}

/** Locale for Intl (dates, numbers, CHF prices). */
export const intlLocale = (language: Language = currentLanguage()) => `${language}-CH`;

export default i18n;
