import { isSafeLanguageCode, type LanguageDetectorModule } from 'i18next';

// The sources, names and cache i18next-browser-languagedetector used here, so a visitor's stored
// choice survives its removal: ?lng= → cookie i18next → localStorage i18nextLng → sessionStorage
// i18nextLng → browser languages → <html lang>.
const QUERY_PARAM = 'lng';
const COOKIE = 'i18next';
const STORAGE_KEY = 'i18nextLng';

type Source = () => string | readonly string[] | null | undefined;

const readCookie = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

const sources: Source[] = [
  () => new URLSearchParams(window.location.search).get(QUERY_PARAM),
  readCookie,
  () => window.localStorage.getItem(STORAGE_KEY),
  () => window.sessionStorage.getItem(STORAGE_KEY),
  () => [...navigator.languages, navigator.language],
  () => document.documentElement.getAttribute('lang'),
];

// Storage and cookies throw when the browser blocks them (private modes, sandboxed frames).
const attempt = (source: Source) => {
  try {
    return source() ?? [];
  } catch {
    return [];
  }
};

/** Every language the visitor asks for, first choice first; i18next takes the first it supports. */
export function detectLanguages(): string[] {
  return sources.flatMap(attempt).filter(isSafeLanguageCode);
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage: (language) => {
    if (language === 'cimode') return;
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Not remembered when storage is blocked; the visitor can pick the language again.
    }
  },
};
