import { describe, expect, it } from 'vitest';
import { localName } from './local-name';

const dairy = {
  name_en: 'Dairy and alternatives',
  name_de: 'Milchprodukte und Alternativen',
  name_fr: 'Produits laitiers et alternatives',
};

describe('name in the current language', () => {
  it('takes the interface language, English when the language is not known', () => {
    expect(localName(dairy, 'de')).toBe('Milchprodukte und Alternativen');
    expect(localName(dairy, 'fr')).toBe('Produits laitiers et alternatives');
    expect(localName(dairy, undefined)).toBe('Dairy and alternatives');
  });

  it('falls back to any name the product has, or none', () => {
    expect(localName({ name_en: null, name_de: 'Kochspeck', name_fr: null }, 'fr')).toBe(
      'Kochspeck',
    );
    expect(localName({ name_en: null, name_de: null, name_fr: null }, 'en')).toBeNull();
  });
});
