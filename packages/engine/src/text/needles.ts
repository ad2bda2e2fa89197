// Finds which of many short words ("needles") occur in a text, in one pass over its char codes: an
// Aho–Corasick automaton (a trie whose misses fall back along suffix links, compiled to a full
// transition table). It answers cheap pre-checks such as "no word every match of this expression
// contains is here", so whole groups of expressions are skipped for most texts; one pass costs
// about what one case-insensitive expression test costs, however many needles there are.

/**
 * Letters a needle may use. A text character counts as the letter when a case-insensitive
 * expression (/i or /iu) would match it for that letter: its capital, and under /iu also ſ for s
 * and K (Kelvin) for k; checked over every code point in needles.test.ts. ï and í read as i
 * (fewer symbols keep the table small; a needle found is only a "maybe"). "0" stands for any
 * ASCII digit (what `\d` matches), and ".", ",", "-" and "@" for themselves. Any other character
 * reads as "no letter", which no needle contains. Two more characters mark typography for
 * prepareText: "&" (entities) and the no-break space, which also stands for every other
 * character of prepareText's COMPAT class (U+D835 starts each mathematical letter).
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzéäöü&\u00a0.,-@0';
/** Symbols per automaton state (a row of its table): the letters and "no letter". */
export const SYMBOLS = ALPHABET.length + 1;
/** A character's symbol, by char code. */
export const SYMBOL = new Uint8Array(0x10000);
for (let i = 0; i < ALPHABET.length; i++) {
  const letter = ALPHABET[i] as string;
  SYMBOL[letter.charCodeAt(0)] = i + 1;
  SYMBOL[letter.toUpperCase().charCodeAt(0)] = i + 1;
}
for (let c = 0x31; c <= 0x39; c++) SYMBOL[c] = SYMBOL[0x30] as number; // 1–9 read as 0
// ï and í read as i (a needle may then be found where an expression would not match: a "maybe").
for (const c of 'ïíÏÍ') SYMBOL[c.charCodeAt(0)] = SYMBOL[0x69] as number;
SYMBOL[0x17f] = SYMBOL['s'.charCodeAt(0)] as number; // ſ
SYMBOL[0x212a] = SYMBOL['k'.charCodeAt(0)] as number; // K
for (const [from, to] of [
  [0x200b, 0x200d],
  [0x2060, 0x2060],
  [0xfb00, 0xfb4f],
  [0xff00, 0xffef],
  [0xd835, 0xd835],
] as const)
  for (let c = from; c <= to; c++) SYMBOL[c] = SYMBOL[0xa0] as number;

/** Gives the bit mask of the groups of which some needle occurs in a text. */
export type NeedleScan = (text: string) => number;

/** The bit of a row entry saying that needles end in the state it leads to. */
export const ENDS = 0x8000;
/** Where the scan puts how often the counted group's needles end in the text. */
export const COUNT_SHIFT = 28;
/** How many times (0–3: 3 or more) needles of the counted group end in the scanned text. */
export const countOf = (found: number) => (found >>> COUNT_SHIFT) & 3;

/**
 * `groups` pairs a bit (1 << n, n < 28) with its needles, written in lower case in ALPHABET (a
 * digit as "0"). A needle found means the group's bit is set; none found means none of its
 * needles occurs. For the group with bit `counted`, the scan also counts the places where one of
 * its needles ends (see countOf): at least as many as there are non-overlapping matches of words
 * that each hold one.
 * The result stays below 2^30, a small integer for V8.
 */
export function compileNeedles(
  groups: readonly (readonly [number, readonly string[]])[],
  counted = 0,
): NeedleScan {
  return scannerOf(compileNeedleTables(groups, counted));
}

/**
 * An automaton's tables. `row[at + SYMBOL[c]]` is the entry for character c in the state whose
 * row starts at `at`: the next state's row offset, with ENDS set where needles end; then
 * `out[at / SYMBOLS]` holds their group bits. `counted` is the counted group's bit.
 */
export interface NeedleTables {
  row: Uint16Array;
  out: Int32Array;
  counted: number;
}

/** compileNeedles' tables, for a scan that also does other work per character (scan-markers.ts). */
export function compileNeedleTables(
  groups: readonly (readonly [number, readonly string[]])[],
  counted = 0,
): NeedleTables {
  const next: number[][] = [[]];
  const bits: number[] = [0];
  for (const [bit, needles] of groups)
    for (const needle of needles) {
      let state = 0;
      for (const ch of needle) {
        const symbol = ALPHABET.indexOf(ch) + 1;
        if (symbol === 0) throw new Error(`needle "${needle}" has a letter outside the alphabet`);
        let to = next[state]?.[symbol];
        if (to === undefined) {
          to = next.length;
          next.push([]);
          bits.push(0);
          (next[state] as number[])[symbol] = to;
        }
        state = to;
      }
      bits[state] = (bits[state] as number) | bit;
    }
  return compile(next, bits, counted);
}

/** Breadth-first over the trie: each state's misses and outputs come from its suffix link. */
function compile(next: number[][], bits: number[], counted: number): NeedleTables {
  if (next.length * SYMBOLS >= ENDS) throw new Error('too many needles for 16-bit states');
  // 16-bit states keep the table small enough for the fastest caches (one read per character).
  const table = new Uint16Array(next.length * SYMBOLS);
  const out = new Int32Array(bits);
  const link = new Int32Array(next.length);
  const queue: number[] = [];
  for (let s = 1; s < SYMBOLS; s++) {
    const to = next[0]?.[s];
    if (to !== undefined) {
      table[s] = to;
      queue.push(to);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head] as number;
    out[state] = (out[state] as number) | (out[link[state] as number] as number);
    for (let s = 1; s < SYMBOLS; s++) {
      const fallback = table[(link[state] as number) * SYMBOLS + s] as number;
      const to = next[state]?.[s];
      if (to === undefined) table[state * SYMBOLS + s] = fallback;
      else {
        table[state * SYMBOLS + s] = to;
        link[to] = fallback;
        queue.push(to);
      }
    }
  }
  // States as row offsets (state × SYMBOLS), no multiplication on the chain of reads per
  // character; the top bit marks a state where needles end, whose bits are then looked up. One
  // small table read per character keeps the scan in the fastest caches amid the judge's work.
  const row = new Uint16Array(table.length);
  for (let i = 0; i < table.length; i++) {
    const to = table[i] as number;
    row[i] = (to * SYMBOLS) | ((out[to] as number) !== 0 ? ENDS : 0);
  }
  return { row, out, counted };
}

/** The scan over an automaton's tables. */
export const scannerOf =
  (tables: NeedleTables): NeedleScan =>
  (text) =>
    scanOn(tables, text, 0, 0, 0, 0);

/**
 * The scan's result, going on from character `from` in state `at` with what was found and counted
 * before it (parse/scan-markers.ts scans a text's first characters with other work in the loop).
 */
export function scanOn(
  { row, out, counted }: NeedleTables,
  text: string,
  from: number,
  at: number,
  found: number,
  count: number,
): number {
  const length = text.length;
  for (let i = from; i < length; i++) {
    const to = row[at + (SYMBOL[text.charCodeAt(i)] as number)] as number;
    at = to & ~ENDS;
    if (to >= ENDS) {
      const bits = out[at / SYMBOLS] as number;
      found |= bits;
      if ((bits & counted) !== 0) count++;
    }
  }
  return found | (Math.min(count, 3) << COUNT_SHIFT);
}
