import { readFileSync } from 'node:fs';
import { normaliseText } from './normalise.js';

const MIN_PART = 4;
// Short German food words that are common compound heads but below MIN_PART.
const SHORT_PARTS = ['tee', 'eis', 'ol', 'ei'];

/**
 * German food words (from the OFF ingredients and categories taxonomies, de lines) used to split
 * compounds: Vollmilchschokolade → milch, schokolade; Roggenbrot → brot; Bergkäse → kase.
 */
export function loadCompoundLexicon(files: string[]): Set<string> {
  const words = new Set<string>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.startsWith('de:')) continue;
      for (const synonym of line.slice(3).split(',')) {
        for (const word of normaliseText(synonym).split(' '))
          if (word.length >= MIN_PART && !/\d/.test(word)) words.add(word);
      }
    }
  }
  return words;
}

/**
 * Known words inside a longer word. A prefix or a suffix counts when the rest is 3+ letters; a
 * word in the middle only when what stands before or after it is itself a known word, so that
 * 'Preiselbeeren' does not yield 'reis'.
 */
export function createCompoundSplitter(lexicon: Set<string>) {
  const cache = new Map<string, string[]>();
  const known = (w: string) => lexicon.has(w) || (w.length >= 2 && SHORT_PARTS.includes(w));
  const knownOrLinked = (w: string) =>
    known(w) ||
    (w.endsWith('s') && known(w.slice(0, -1))) ||
    (w.startsWith('s') && known(w.slice(1)));
  const split = (token: string): string[] => {
    const parts = new Set<string>();
    const n = token.length;
    for (let i = 0; i <= n - MIN_PART; i++) {
      for (let j = i + MIN_PART; j <= n; j++) {
        if (i === 0 && j === n) continue;
        const part = token.slice(i, j);
        if (!lexicon.has(part)) continue;
        if (
          i === 0
            ? n - j >= 3
            : j === n
              ? i >= 3
              : knownOrLinked(token.slice(0, i)) || knownOrLinked(token.slice(j))
        ) {
          parts.add(part);
        }
      }
    }
    return [...parts];
  };
  return (token: string): string[] => {
    if (token.length < MIN_PART + 3) return [];
    let parts = cache.get(token);
    if (!parts) {
      parts = split(token);
      if (cache.size > 200_000) cache.clear();
      cache.set(token, parts);
    }
    return parts;
  };
}
export type CompoundSplitter = ReturnType<typeof createCompoundSplitter>;
