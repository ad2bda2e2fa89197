import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadNamespaces } from './setup';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('language', () => {
  it('falls back to English for a language we do not speak', async () => {
    await i18n.changeLanguage('it');
    expect(i18n.t('notFound.title')).toBe('The page you are searching for does not exists!');
  });

  it('loads German and French on demand, caches the choice and sets <html lang>', async () => {
    await loadNamespaces('legal');
    await i18n.changeLanguage('de');
    expect(i18n.t('notFound.title')).toBe('Die gesuchte Seite existiert nicht!');
    expect(i18n.t('legal.title')).toBe('Rechtliche Hinweise');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('fr-CH');
    expect(i18n.t('notFound.title')).toBe('La page que vous cherchez n’existe pas\u00a0!');
    await i18n.changeLanguage('en');
  });

  it('reads the language from ?lng= before anything stored', async () => {
    localStorage.setItem('i18nextLng', 'de');
    window.history.replaceState(null, '', '/?lng=fr');
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    await i18n.changeLanguage('en');
  });

  it('then the i18next cookie, before the language stored in this browser', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    document.cookie = 'i18next=de; path=/';
    await i18n.changeLanguage();
    expect(i18n.resolvedLanguage).toBe('de');
    document.cookie = 'i18next=; path=/; max-age=0';
    await i18n.changeLanguage('en');
  });

  it('asks the sources in the documented order', () => {
    const detector = i18n.services.languageDetector as { options: { order: string[] } };
    expect(detector.options.order).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
  });
});
