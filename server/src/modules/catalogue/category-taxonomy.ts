import { readFileSync } from 'node:fs';
import { normaliseText, slugify } from './normalise.js';

/** The Open Food Facts categories taxonomy: ids, en/de/fr names and parent links. */
export interface CategoryTaxonomy {
  /** Parent ids of a category id (ids are accent-free, e.g. `en:plain-yogurts`). */
  parents: Map<string, string[]>;
  /** Normalised category name or synonym (en/de/fr) → category id. */
  byName: Map<string, string>;
}

const NAME_LANGS = new Set(['en', 'de', 'fr']);

/** Normalises an OFF tag (`en:Crème-fraîche`) to the accent-free id used here. */
export function normaliseTag(tag: string): string {
  const colon = tag.indexOf(':');
  if (colon < 0) return `en:${slugify(tag)}`;
  return `${tag.slice(0, colon).toLowerCase()}:${slugify(tag.slice(colon + 1))}`;
}

export function loadCategoryTaxonomy(file: string): CategoryTaxonomy {
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/);
  const entries: { id: string; parentRefs: string[] }[] = [];
  const byLangName = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const parentRefs: string[] = [];
    let id: string | undefined;
    const names: [string, string][] = [];
    for (const line of lines) {
      if (line.startsWith('<')) {
        parentRefs.push(line.slice(1).trim());
        continue;
      }
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
    for (const [lang, name] of names) {
      byLangName.set(`${lang}:${slugify(name)}`, id);
      const key = normaliseText(name);
      if (NAME_LANGS.has(lang) && key.length >= 3 && !byName.has(key)) byName.set(key, id);
    }
  }
  const parents = new Map<string, string[]>();
  for (const { id, parentRefs } of entries) {
    const ids = parentRefs
      .map((ref) => byLangName.get(normaliseTag(ref)))
      .filter((p): p is string => !!p);
    parents.set(id, ids);
  }
  return { parents, byName };
}

/** The category ids themselves and all their ancestors, nearest first (breadth-first). */
export function withAncestors(taxonomy: CategoryTaxonomy, ids: string[]): string[] {
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
