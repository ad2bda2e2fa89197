import type { Db } from '#server/db/client.js';
import { onCatalogueChanged } from '#server/modules/catalogue/index.js';
import { listSearchWords } from './repository.js';

/**
 * The catalogue's search words, sorted, in memory: typo alternatives are looked up among a few
 * hundred one-edit variants per word, which takes microseconds here and many milliseconds as SQL.
 * Dropped after an import in this process; reloaded after 5 minutes for imports by another process.
 */
export interface WordList {
  has(word: string): boolean;
  /** How many words start with `prefix`, counting up to `max`. */
  countPrefix(prefix: string, max: number): number;
}

const MAX_AGE_MS = 5 * 60_000;
const cache = new WeakMap<Db, { list: Promise<WordList>; loadedAt: number }>();
let generation = 0;
onCatalogueChanged(() => (generation += 1));
const seen = new WeakMap<Db, number>();

export function getWordList(db: Db): Promise<WordList> {
  const cached = cache.get(db);
  if (cached && seen.get(db) === generation && Date.now() - cached.loadedAt < MAX_AGE_MS)
    return cached.list;
  const list = loadWordList(db);
  cache.set(db, { list, loadedAt: Date.now() });
  seen.set(db, generation);
  list.catch(() => cache.delete(db));
  return list;
}

async function loadWordList(db: Db): Promise<WordList> {
  const words = (await listSearchWords(db)).sort();
  const set = new Set(words);
  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    has: (word) => set.has(word),
    countPrefix(prefix, max) {
      let n = 0;
      for (
        let i = lowerBound(prefix);
        i < words.length && n < max && words[i]!.startsWith(prefix);
        i++
      )
        n += 1;
      return n;
    },
  };
}
