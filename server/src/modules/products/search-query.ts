import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { tokenise } from '../catalogue/normalise.js';
import { textArray } from './sql-array.js';

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

const quote = (lexeme: string) => `'${lexeme.replace(/['\\]/g, '')}'`;

/**
 * tsqueries for the search. `excludeTokens` are diet tokens that must be absent: they go into the
 * same tsquery so that one GIN index (words + diet tokens) answers both.
 */
export async function buildSearchQuery(db: Db, search: ParsedSearch, excludeTokens: string[]): Promise<SearchQuery> {
  const alternatives = await expandTypos(db, search);
  const term = (word: string, i: number) => `${quote(word)}${search.prefixLast && i === search.words.length - 1 ? ':*' : ''}`;
  const clauses = search.words.map((word, i) => {
    const options = [word, ...(alternatives.get(word) ?? [])].map((w) => term(w, i));
    return options.length > 1 ? `(${options.join(' | ')})` : options[0]!;
  });
  const exclusions = excludeTokens.map((token) => `!${quote(`#${token}`)}`);
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
 * One-typo tolerance: a word of 4+ letters that matches nothing (or, from 6 letters, almost
 * nothing) in the catalogue's word list gets the catalogue words one edit away as alternatives;
 * for the type-ahead word, word beginnings one edit away.
 */
async function expandTypos(db: Db, search: ParsedSearch): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const [i, word] of search.words.entries()) {
    if (word.length < 4 || /\d/.test(word)) continue;
    const prefix = search.prefixLast && i === search.words.length - 1;
    const matches = (w: SQL) => (prefix ? sql`w.word >= ${w} and w.word <= ${w} || 'zzzzzz'` : sql`w.word = ${w}`);
    const [row] = await queryRows<{ similar: string[] }>(
      db,
      sql`with hits as (select count(*)::int as n from (select 1 from search_words w where ${matches(sql`${word}`)} limit 3) x)
          select case when hits.n = 0 or (hits.n < 3 and ${word.length} >= 6) then
              array(select v from unnest(${textArray(oneEditVariants(word))}) as v
                    where exists (select 1 from search_words w where ${matches(sql`v`)}) limit 5)
            else '{}'::text[] end as similar
          from hits`,
    );
    if (row?.similar.length) out.set(word, row.similar);
  }
  return out;
}
