// Italian names the matcher tries when the whole name is not known (matcher.ts matchNormalized).
import type { ReadLang } from '../types';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';

/**
 * An Italian name in a German/French/English list ("conservateur: anidride sulforosa"): tried last,
 * and only for names of several words, so "latte" (a coffee) or "sale" never match this way.
 */
export function italianInOtherList(
  key: string,
  lang: ReadLang,
  index: TaxonomyIndex,
): string | undefined {
  return lang !== 'it' && key.includes(' ') ? index.byName.it.get(key) : undefined;
}

/** "noci di cocco" → "noce di cocco": Italian plurals of the head word of a phrase. */
export function italianSingular(
  key: string,
  lang: ReadLang,
  lookup: (key: string, lang: ReadLang) => string | undefined,
): string | undefined {
  if (lang !== 'it' || !key.includes(' ')) return undefined;
  const space = key.indexOf(' ');
  const head = key.slice(0, space);
  const last = head[head.length - 1];
  const ends = last === 'e' ? ['a'] : last === 'i' ? ['o', 'e', 'a'] : [];
  for (const end of ends) {
    const id = lookup(head.slice(0, -1) + end + key.slice(space), lang);
    if (id !== undefined) return id;
  }
  return undefined;
}
