import type { Db } from '#server/db/client.js';
import { tokenise } from '#server/modules/catalogue/index.js';
import { getWordList } from './search-words.js';

export interface ParsedSearch {
  words: string[];
  /** The last word is matched as a prefix (type-ahead) unless the text ends with a space. */
  prefixLast: boolean;
}

/** Words of the search text; null when there is nothing to search for (type-ahead starts at 2 letters). */
export function parseSearch(text: string | undefined): ParsedSearch | null {
  if (!text) return null;
  const words = tokenise(text).slice(0, 8);
  if (!words.length) return null;
  return { words, prefixLast: !/\s$/.test(text) };
}

export interface SearchQuery {
  /** Every word (the last as a prefix), typo alternatives included, diet exclusions appended. */
  tsQuery: string;
  /** The words as typed only; null when no typo alternative was added. */
  exactQuery: string | null;
}

/** A lexeme quoted for a tsquery. */
export const tsLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, '')}'`;

/**
 * tsqueries for the search. `excludeTokens` are diet tokens that must be absent: they go into the
 * same tsquery so that one GIN index (words + diet tokens) answers both.
 */
export async function buildSearchQuery(
  db: Db,
  search: ParsedSearch,
  excludeTokens: string[],
): Promise<SearchQuery> {
  const alternatives = await expandTypos(db, search);
  const term = (word: string, i: number) =>
    `${tsLexeme(word)}${search.prefixLast && i === search.words.length - 1 ? ':*' : ''}`;
  const clauses = search.words.map((word, i) => {
    const options = [word, ...(alternatives.get(word) ?? [])].map((w) => term(w, i));
    return options.length > 1 ? `(${options.join(' | ')})` : options[0]!;
  });
  const exclusions = excludeTokens.map((token) => `!${tsLexeme(`#${token}`)}`);
  return {
    tsQuery: [...clauses, ...exclusions].join(' & '),
    exactQuery: alternatives.size ? search.words.map(term).join(' & ') : null,
  };
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one deletion, swap of neighbours, substitution or insertion away from `word`. */
export function oneEditVariants(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return [...out].filter((v) => v.length >= 3);
}

/**
 * One-typo tolerance: a word of 4+ letters that matches nothing (or, from 6 letters, fewer than 3
 * words) in the catalogue's word list gets the catalogue words one edit away as alternatives;
 * for the type-ahead word, word beginnings one edit away.
 */
async function expandTypos(db: Db, search: ParsedSearch): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const candidates = search.words.filter((w) => w.length >= 4 && !/\d/.test(w));
  if (!candidates.length) return out;
  const words = await getWordList(db);
  for (const [i, word] of search.words.entries()) {
    if (!candidates.includes(word)) continue;
    const prefix = search.prefixLast && i === search.words.length - 1;
    const hits = (w: string) => (prefix ? words.countPrefix(w, 3) : words.has(w) ? 1 : 0);
    const n = hits(word);
    if (n > 0 && (n >= 3 || word.length < 6)) continue;
    const similar = oneEditVariants(word)
      .filter((v) => hits(v) > 0)
      .slice(0, 5);
    if (similar.length) out.set(word, similar);
  }
  return out;
}
