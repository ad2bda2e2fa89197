import { describe, expect, it } from 'vitest';
import { englishCore, loadSection } from 'virtual:locale-sections';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';
import { NAMESPACES, splitLocale } from './sections';

type Tree = { [key: string]: unknown };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Tree, `${prefix}${key}.`)
      : [prefix + key],
  );

// 'offline': the "new version – reload" prompt, which any page may show (issue 32).
const CORE = [
  'common',
  'notFound',
  'routeError',
  'errors',
  'nav',
  'footer',
  'newsletter',
  'offline',
];

describe('locale sections', () => {
  it.each([
    ['en', en],
    ['de', de],
    ['fr', fr],
  ])('partition every %s key: none lost, none twice', (_language, locale) => {
    const namespaces = Object.values(splitLocale(locale));
    const keys = namespaces.flatMap((namespace) => keysOf(namespace));
    expect(keys.sort()).toEqual(keysOf(locale).sort());
  });

  it('give each lazy namespace a section of en.json of the same name', () => {
    for (const namespace of NAMESPACES) expect(Object.keys(en), namespace).toContain(namespace);
  });

  it('ship only the core sections in the English bundle', () => {
    expect(Object.keys(englishCore).sort()).toEqual([...CORE].sort());
    expect(englishCore).toEqual(splitLocale(en).translation);
  });

  it('load one namespace of one language on demand, under its own name', async () => {
    expect(await loadSection('de', 'legal')).toEqual({ legal: de.legal });
    expect(await loadSection('fr', 'translation')).toEqual(splitLocale(fr).translation);
    expect(await loadSection('en', 'portal')).toEqual({ portal: en.portal });
    expect(await loadSection('it', 'legal')).toBeNull();
    expect(await loadSection('de', 'toString')).toBeNull();
  });
});
