import { readFileSync } from 'node:fs';
import { normaliseText, slugify } from './normalise.js';

/** An Open Food Facts taxonomy (categories or ingredients): ids, names and parent links. */
export interface Taxonomy {
  /** Parent ids of an id (ids are accent-free, e.g. `en:plain-yogurts`). */
  parents: Map<string, string[]>;
  /** Normalised name or synonym (en/de/fr/it) → id; the first entry to claim a name keeps it. */
  byName: Map<string, string>;
  /**
   * Entries named after a place: a protected designation or a stated origin (`Gruyère`,
   * `Appenzeller`, `Parmigiano Reggiano`). In a product name such a word may be the place the
   * product comes from, or a brand, rather than the food itself.
   */
  placeNamed: Set<string>;
  /** Normalised names and synonyms given in English (the head-noun order of an unlabelled name). */
  english: Set<string>;
}

/** The four languages Swiss product names are written in. */
const NAME_LANGS = new Set(['en', 'de', 'fr', 'it']);
const PLACE_PROPERTY = /^(origins|protected_name_type):/;

/** Normalises an OFF tag (`en:Crème-fraîche`) to the accent-free id used here. */
export function normaliseTag(tag: string): string {
  const colon = tag.indexOf(':');
  if (colon < 0) return `en:${slugify(tag)}`;
  return `${tag.slice(0, colon).toLowerCase()}:${slugify(tag.slice(colon + 1))}`;
}

export function loadTaxonomy(file: string): Taxonomy {
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/);
  const entries: { id: string; parentRefs: string[] }[] = [];
  const byLangName = new Map<string, string>();
  const byName = new Map<string, string>();
  const placeNamed = new Set<string>();
  const english = new Set<string>();
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const parentRefs: string[] = [];
    let id: string | undefined;
    let place = false;
    const names: [string, string][] = [];
    for (const line of lines) {
      if (line.startsWith('<')) {
        parentRefs.push(line.slice(1).trim());
        continue;
      }
      if (PLACE_PROPERTY.test(line)) place = true;
      const m = /^([a-z]{2,3}):(.+)$/.exec(line);
      if (!m?.[1] || !m[2]) continue;
      const lang = m[1];
      const synonyms = m[2]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!synonyms[0]) continue;
      id ??= `${lang}:${slugify(synonyms[0])}`;
      for (const s of synonyms) names.push([lang, s]);
    }
    if (!id) continue;
    entries.push({ id, parentRefs });
    if (place) placeNamed.add(id);
    for (const [lang, name] of names) {
      byLangName.set(`${lang}:${slugify(name)}`, id);
      const key = normaliseText(name);
      if (NAME_LANGS.has(lang) && key.length >= 3 && !byName.has(key)) byName.set(key, id);
      if (lang === 'en') english.add(key);
    }
  }
  const parents = new Map<string, string[]>();
  for (const { id, parentRefs } of entries) {
    const ids = parentRefs
      .map((ref) => byLangName.get(normaliseTag(ref)))
      .filter((p): p is string => !!p);
    parents.set(id, ids);
  }
  return { parents, byName, placeNamed, english };
}

/** The ids themselves and all their ancestors, nearest first (breadth-first). */
export function withAncestors(taxonomy: Pick<Taxonomy, 'parents'>, ids: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...ids];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const p of taxonomy.parents.get(id) ?? []) queue.push(p);
  }
  return [...seen];
}
