// Lookup structures over a taxonomy, built once per engine: name→id per language,
// parents/children, and memoised ancestor/descendant sets (hot path of every product).
import type { TaxonomyEntry } from '../knowledge';
import { READ_LANGS, type ReadLang } from '../types';
import { normalizeName } from '../text/normalize';

export interface TaxonomyIndex {
  /** normalised name → id, per language. */
  byName: Record<ReadLang, Map<string, string>>;
  has(id: string): boolean;
  ancestors(id: string): readonly string[];
  descendants(id: string): readonly string[];
  allergensOf(id: string): readonly string[] | undefined;
  /** Canonical display name of an id in a language, if known. */
  nameOf(id: string, lang: ReadLang): string | undefined;
}

export function buildTaxonomyIndex(entries: readonly TaxonomyEntry[]): TaxonomyIndex {
  const byName: Record<ReadLang, Map<string, string>> = {
    en: new Map(),
    de: new Map(),
    fr: new Map(),
    it: new Map(),
  };
  const parents = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  const allergens = new Map<string, string[]>();
  const entryById = new Map<string, TaxonomyEntry>();
  for (const e of entries) {
    if (!entryById.has(e.id)) entryById.set(e.id, e);
    // An id may come twice (engine lexicon + taxonomy): parents are merged.
    const known = parents.get(e.id) ?? [];
    const added = e.parents.filter((p) => !known.includes(p));
    parents.set(e.id, [...known, ...added]);
    for (const p of added) {
      const list = children.get(p) ?? [];
      list.push(e.id);
      children.set(p, list);
    }
    if (e.allergens) allergens.set(e.id, e.allergens);
    for (const lang of READ_LANGS) {
      for (const name of e.names[lang] ?? []) {
        const key = normalizeName(name);
        // First entry wins: OFF lists the canonical entry before later, more specific duplicates.
        if (key && !byName[lang].has(key)) byName[lang].set(key, e.id);
      }
    }
  }
  // Scientific names after every common name, so that a common name always wins.
  for (const e of entries)
    for (const name of e.scientific ?? []) {
      const key = normalizeName(name);
      if (key)
        for (const lang of READ_LANGS) if (!byName[lang].has(key)) byName[lang].set(key, e.id);
    }
  const ancestorCache = new Map<string, readonly string[]>();
  const descendantCache = new Map<string, readonly string[]>();
  const walk = (start: string, next: Map<string, string[]>): string[] => {
    const seen = new Set<string>([start]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      for (const n of next.get(queue[i] as string) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return queue;
  };
  return {
    byName,
    has: (id) => entryById.has(id),
    ancestors(id) {
      let a = ancestorCache.get(id);
      if (!a) ancestorCache.set(id, (a = walk(id, parents)));
      return a;
    },
    descendants(id) {
      let d = descendantCache.get(id);
      if (!d) descendantCache.set(id, (d = walk(id, children)));
      return d;
    },
    allergensOf: (id) => allergens.get(id),
    nameOf: (id, lang) => entryById.get(id)?.names[lang]?.[0],
  };
}
