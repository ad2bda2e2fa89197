import { describe, expect, it } from 'vitest';
import i18n from './setup';

describe('language', () => {
  it('falls back to English for a language we do not speak', async () => {
    await i18n.changeLanguage('it');
    expect(i18n.t('notFound.title')).toBe('The page you are searching for does not exists!');
  });

  it('loads German and French on demand, caches the choice and sets <html lang>', async () => {
    await i18n.changeLanguage('de');
    expect(i18n.t('notFound.title')).toBe('Die gesuchte Seite existiert nicht!');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('fr-CH');
    expect(i18n.t('notFound.title')).toBe('La page que vous cherchez n’existe pas !');
    await i18n.changeLanguage('en');
  });

  it('reads the language from ?lng= before anything stored', () => {
    const detector = i18n.services.languageDetector as { options: { order: string[] } };
    expect(detector.options.order).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
  });
});
