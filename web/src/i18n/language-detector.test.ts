import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector } from './language-detector';

// One distinct language per source, first source first.
const sources = [
  ['querystring ?lng=', () => window.history.replaceState(null, '', '/?lng=it')],
  ['cookie i18next', () => void (document.cookie = 'i18next=es')],
  ['localStorage i18nextLng', () => localStorage.setItem('i18nextLng', 'de')],
  ['sessionStorage i18nextLng', () => sessionStorage.setItem('i18nextLng', 'fr')],
  [
    'navigator languages',
    () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-CH', 'nl']);
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-CH');
    },
  ],
  ['<html lang>', () => void (document.documentElement.lang = 'pt')],
] as const;

beforeEach(() => {
  // jsdom's browser speaks en-US; silence it so each test sets only the sources it names.
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
  document.documentElement.removeAttribute('lang');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; max-age=0';
  sessionStorage.clear();
});

describe('language detector', () => {
  it('lists every source in order: ?lng=, cookie, localStorage, sessionStorage, navigator, <html lang>', () => {
    for (const [, set] of sources) set();
    expect(detectLanguages()).toEqual(['it', 'es', 'de', 'fr', 'nl-CH', 'nl', 'nl-CH', 'pt']);
  });

  it.each(sources.map(([name], index) => [name, index] as const))('%s beats every source after it', (_name, index) => {
    for (const [, set] of sources.slice(index)) set();
    expect(detectLanguages()[0]).toBe(['it', 'es', 'de', 'fr', 'nl-CH', 'pt'][index]);
  });

  it('skips values that are not language codes', () => {
    window.history.replaceState(null, '', '/?lng=%3Cb%3Ex%3C%2Fb%3E');
    document.cookie = 'i18next=';
    document.documentElement.lang = 'fr';
    expect(detectLanguages()).toEqual(['fr']);
  });

  it('remembers the choice in localStorage i18nextLng, never cimode', () => {
    languageDetector.cacheUserLanguage?.('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    languageDetector.cacheUserLanguage?.('cimode');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });
});
