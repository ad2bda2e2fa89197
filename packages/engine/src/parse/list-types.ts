// What the reader of an ingredient list (read-item.ts, parse-list.ts) is given and keeps.
import type { ReadLang } from '../types';
import type { Matcher } from '../match/matcher';
import type { FreeFromClaim } from '../claims/claim-types';
import type { ParsedIngredient } from './parsed-types';
import type { Scratch } from '../scratch';

export interface ListCounter {
  total: number;
  unknown: number;
  /** Words in names, and words understood (ingredient or filler). */
  words: number;
  knownWords: number;
  /** Free-from phrases that were a whole item: claims about the product. */
  claims: FreeFromClaim[];
  /** Footnotes that name ingredients: evidence, like the pack's allergen notes. */
  notes: string[];
}

export interface ListOptions {
  lang: ReadLang;
  /** The whole list names a maker or an address somewhere (parseList tests it once). */
  addresses: boolean;
  matcher: Matcher;
  shouty: boolean;
  count: ListCounter;
  /** Inside a bracket (a sub-list). */
  nested?: boolean;
  /**
   * A word of RARE_WORDS is in the whole list (parseList tests it once). Every raw name is made of
   * the list's characters with separators put in, so a word found in no part of the list is in none
   * of its raw names either.
   */
  rare: boolean;
  /**
   * False for an ungated engine (engine.ts EngineOptions): readItem runs every expression its
   * gates (item-gates.ts, RawItem.marks, `rare`, `addresses`) would spare.
   */
  gated: boolean;
  /** The parse's working space (scratch.ts): the splitter's and reader's reused buffers. */
  scratch: Scratch;
}

/**
 * The items read of the levels being parsed, as readItem leaves them: their nodes (shares bounded
 * later, in parseLevel), and by the same index in `inner` and `unread` the text of each one's
 * sub-list ('' when none) and the words of an unknown name whose sub-list may explain it (counted
 * after the sub-list; -1 when none). One set of stacks for a whole parse (parse-list.ts), not
 * arrays made per level, as this runs for every item of every product.
 */
export interface ReadLevel {
  nodes: ParsedIngredient[];
  inner: string[];
  /** Where each sub-list starts in the list being parsed (RawItem.at; -1: no part of it). */
  innerAt: number[];
  /**
   * Each node's stated percentage (its `percent`, NaN when it has none): read here, not from the
   * nodes, whose shapes vary with their optional keys (a slow look-up at each read).
   */
  percent: number[];
  unread: number[];
  /**
   * How many entries are live: the arrays are written at this index and never shortened (setting
   * an array's length lower gives up its storage, and it would be made again at the next item).
   */
  size: number;
}
