import { describe, expect, it, vi } from 'vitest';
import type { BackendModule } from 'i18next';
import de from './locales/de.json';
import fr from './locales/fr.json';
import i18n, { loadNamespaces } from './setup';

describe('locale namespaces', () => {
  it('a language switch loads the new language of every loaded section before the page re-renders', async () => {
    // Two pages' sections are loaded in English; no German is loaded yet in this file.
    await loadNamespaces('legal', 'portal');
    expect(i18n.hasResourceBundle('de', 'legal')).toBe(false);
    const seenOnChange: string[] = [];
    const record = () =>
      void seenOnChange.push(
        i18n.t('notFound.title'),
        i18n.t('legal.title'),
        i18n.t('portal.search.title'),
      );
    i18n.on('languageChanged', record);
    await i18n.changeLanguage('de');
    i18n.off('languageChanged', record);
    expect(seenOnChange).toEqual([
      'Die gesuchte Seite existiert nicht!',
      de.legal.title,
      de.portal.search.title,
    ]);
    await i18n.changeLanguage('en');
  });

  it('loadNamespaces loads a section in the current language before a page uses it', async () => {
    await i18n.changeLanguage('fr');
    i18n.removeResourceBundle('fr', 'faq');
    i18n.removeResourceBundle('en', 'faq');
    expect(i18n.exists('faq.title')).toBe(false);
    await loadNamespaces('faq');
    expect(i18n.t('faq.title')).toBe(fr.faq.title);
    // French has every key, so a French visitor downloads no English texts besides the core.
    expect(i18n.hasResourceBundle('en', 'faq')).toBe(false);
    await i18n.changeLanguage('en');
  });

  it('loadNamespaces fails when a section cannot be loaded, instead of showing keys', async () => {
    const backend = (i18n.services.backendConnector as { backend: BackendModule }).backend;
    vi.spyOn(backend, 'read').mockRejectedValue(new Error('offline'));
    i18n.removeResourceBundle('en', 'terms');
    await expect(loadNamespaces('terms')).rejects.toThrow('Could not load the texts of terms');
  });
});
