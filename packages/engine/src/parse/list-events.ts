// The chars of an ingredient list that can matter to its split (brackets, separators, marks, runs
// of three capitals), found in one pass over the whole list and kept as positions. The list's
// bracketed sub-lists are parts of it, so they are split from these positions too: no char of a
// sub-list is read again at each level of nesting (split-list.ts).

/** What a char may be, for the char codes below 256 (most are none of these). */
export const OPEN = 1;
export const CLOSE = 2;
export const MAYBE_SEPARATOR = 3;
/** Capitals (A–Z, À–Þ without ×) and small letters (a–z, ß–ÿ without ÷), counted on the way. */
const CAPITAL = 4;
const SMALL = 5;
/** "%", ":" and "_" (RawItem.marks; "*" may be a separator, so it is one of those). */
export const MARK = 6;
/**
 * The kind of every UTF-16 code unit (64 KB, of which a list touches a few lines): one look-up per
 * char, no test of its range first.
 */
const KIND = new Uint8Array(65536);
for (let c = 0; c < 256; c++)
  if ((c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215)) KIND[c] = CAPITAL;
  else if ((c >= 97 && c <= 122) || (c >= 223 && c !== 247)) KIND[c] = SMALL;
for (const c of [40, 91, 123]) KIND[c] = OPEN;
for (const c of [41, 93, 125]) KIND[c] = CLOSE;
for (const c of [37, 58, 95]) KIND[c] = MARK;
for (const c of [44, 59, 46, 45, 10, 183, 47, 124, 166, 42, 8226]) KIND[c] = MAYBE_SEPARATOR;
export const kindOf = (c: number) => KIND[c] as number;

/**
 * The letters of a whole list, counted by UTF-16 code unit while it is scanned (the list's one pass
 * over its chars): how many capitals and small letters.
 */
export interface ListLetters {
  capitals: number;
  small: number;
}

/**
 * The events of the list being split (Scratch.events), in the order of their chars: `2 * position`
 * for a char of a kind above (not a letter), `2 * position + 1` where a run of three capitals is
 * complete. The first `list` are the whole list's (parseList's text); a text that is no part of it
 * (a sub-list readItem joined from groups) is scanned above them and taken off once it is split.
 * One buffer for all lists of a scratch, grown when a list is longer than any before (a list has at
 * most one event a char).
 */
export interface ListEvents {
  at: Int32Array;
  size: number;
  list: number;
}

/** Scans `text` onto `events` (its positions from 0), counting its letters when asked. */
export function scanList(text: string, letters: ListLetters | undefined, events: ListEvents): void {
  const len = text.length;
  let n = events.size;
  if (n + len > events.at.length) {
    const grown = new Int32Array(Math.max(2 * events.at.length, n + len));
    grown.set(events.at.subarray(0, n));
    events.at = grown;
  }
  const at = events.at;
  let capitals = 0;
  let small = 0;
  let run = 0;
  // Small letters first: most chars of a list are.
  for (let i = 0; i < len; i++) {
    const kind = KIND[text.charCodeAt(i)] as number;
    if (kind === SMALL) {
      small++;
      run = 0;
    } else if (kind === CAPITAL) {
      capitals++;
      if (++run === 3) at[n++] = 2 * i + 1;
    } else {
      run = 0;
      if (kind !== 0) at[n++] = 2 * i;
    }
  }
  events.size = n;
  if (letters) {
    letters.capitals = capitals;
    letters.small = small;
  }
}

/** The index of the first of the whole list's events at or after char `position`. */
export function firstEventAt(position: number, events: ListEvents): number {
  const at = events.at;
  const key = 2 * position;
  let lo = 0;
  let hi = events.list;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((at[mid] as number) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
