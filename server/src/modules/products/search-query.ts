import { STOP_WORDS } from '@safeshelf/engine';
import type { Db } from '#server/db/client.js';
import { findNamedKinds, foldWord, tokenise } from '#server/modules/catalogue/index.js';
import { getWordList } from './search-words.js';

export interface ParsedSearch {
  /** The words of the text, without short linking words ("de", "mit") when others remain. */
  words: string[];
  /** The last word is matched as a prefix (type-ahead) unless the text ends with a space. */
  prefixLast: boolean;
  /** The text as typed, for the kinds of food it names as a whole ("jus de pomme"). */
  text: string;
}

/** Words of the search text; null when there is nothing to search for (type-ahead starts at 2 letters). */
export function parseSearch(text: string | undefined): ParsedSearch | null {
  if (!text) return null;
  const all = tokenise(text).slice(0, 8);
  const linking = (w: string) => w.length <= 3 && STOP_WORDS.has(w);
  const words = all.some((w) => !linking(w)) ? all.filter((w) => !linking(w)) : all;
  if (!words.length) return null;
  return { words, prefixLast: !/\s$/.test(text) && words.at(-1) === all.at(-1), text };
}

/** One word of the search and everything it may match. */
export interface SearchTerm {
  /** The word and its folded form (singular and plural as one). */
  forms: string[];
  /** The word is still being typed: words starting with it match too. */
  prefix: string | null;
  /** Catalogue words one edit away, when the word itself matches (almost) nothing. */
  typos: string[];
  /** The kinds of food the word names ('@en:honeys' for "Honig"). */
  kinds: string[];
}

export interface SearchQuery {
  terms: SearchTerm[];
  /** The kinds of food a text of several words names as a whole ("jus de pomme"). */
  phraseKinds: string[];
  /** Every term, or the phrase's kind: the candidates. */
  matchQuery: string;
  /** Every term as the product's own name or brand, or its kind: the most relevant candidates. */
  headQuery: string;
  /** The words as typed only; null when no typo alternative was added. */
  exactQuery: string | null;
}

/** A lexeme quoted for a tsquery. */
export const tsLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, '')}'`;
const any = (parts: string[]) => (parts.length > 1 ? `(${parts.join(' | ')})` : parts[0]!);
const all = (parts: string[]) => parts.join(' & ');

/** The words of a term as a tsquery, with the weights given ('AB': name head words and brand). */
export function termQuery(t: SearchTerm, weights = '', exactOnly = false): string {
  const exact = t.forms.map((w) => `${tsLexeme(w)}${weights && `:${weights}`}`);
  if (exactOnly) return any(exact);
  // A typed-so-far word, and the word beginnings one edit away from it, match as prefixes.
  const starts = (w: string) => `${tsLexeme(w)}:${t.prefix ? '*' : ''}${weights}`.replace(/:$/, '');
  const more = [...(t.prefix ? [t.prefix] : []), ...t.typos].map(starts);
  return any([...exact, ...more, ...t.kinds.map(tsLexeme)]);
}

/**
 * The search's terms and tsqueries (issue 28 point 1). A candidate matches every term, by a
 * word of its document, the word's folded form, the start of a word (the last one while typed),
 * a typo alternative, or the kind of food the word names; or it is of the kind the whole text
 * names. The head query asks the same of the product's own words (weights A and B).
 */
export async function buildSearchQuery(
  db: Db,
  catalogDir: string,
  search: ParsedSearch,
): Promise<SearchQuery> {
  const alternatives = await expandTypos(db, search);
  const terms = search.words.map((word, i) => ({
    forms: [...new Set([word, foldWord(word)])],
    prefix: search.prefixLast && i === search.words.length - 1 ? word : null,
    typos: alternatives.get(word) ?? [],
    kinds: findNamedKinds(catalogDir, word),
  }));
  const phraseKinds = terms.length > 1 ? findNamedKinds(catalogDir, search.text) : [];
  const orPhrase = (q: string) =>
    phraseKinds.length ? `(${q}) | ${any(phraseKinds.map(tsLexeme))}` : q;
  return {
    terms,
    phraseKinds,
    matchQuery: orPhrase(all(terms.map((t) => termQuery(t)))),
    headQuery: orPhrase(all(terms.map((t) => termQuery(t, 'AB')))),
    exactQuery: alternatives.size ? all(terms.map((t) => termQuery(t, '', true))) : null,
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
