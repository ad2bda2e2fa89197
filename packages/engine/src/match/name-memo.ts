// The matcher's memo of raw names: what is known of each name as written ("Zucker", "farine de
// blé"), one entry per name. Names recur across thousands of products, and every item of every
// list is looked up here, so the look-up is the single most frequent step of judging (≈ 17 per
// product). With ~70,000 names the table does not fit in the caches: each look-up costs the memory
// it reads, not its instructions. A Map read a bucket, a chain of entries, each candidate's key and
// a facts object; a table of slots read a slot, an entry and its key string (three cache misses).
// Here a look-up reads one record of one cache line: the hash, the name's characters and what an
// item asks (origin, noise and joining-word flags, the ids and word counts of its match)
// (docs/decisions/059).
import type { NameMatch, WordCounts } from './matcher-types';

/**
 * A record is 16 int32 (64 bytes, one cache line): the fields below, then the key's characters
 * (Latin-1, one byte each, compared four at a time) from byte CHARS_AT on. A key too long for
 * them, or with a character above U+00FF (1 % of look-ups), is kept as a string in `keys`
 * instead, and LENGTH holds ~length.
 */
const RECORD = 16;
const HASH = 0;
/** The entry's number + 1 (0: an empty record): where its strings and objects are (below). */
const ENTRY = 1;
const INFO = 2;
/** The number of the first match's ids in `lists`. */
const LIST = 3;
const LENGTH = 4;
const CHARS_AT = 20;
const MAX_INLINE = RECORD * 4 - CHARS_AT;

export type MemoLang = 'en' | 'de' | 'fr' | 'it';
/** A language's number: compares, not a keyed read (four keys make that read polymorphic). */
const langCode = (lang: MemoLang): number =>
  lang === 'de' ? 1 : lang === 'fr' ? 2 : lang === 'en' ? 0 : 3;

/**
 * INFO bits: origin, noise and a joining word (count-item.ts) are each unknown until asked, then
 * true or false.
 */
export const ORIGIN_KNOWN = 1;
export const ORIGIN = 2;
export const NOISE_KNOWN = 4;
export const NOISE = 8;
export const JOINED_KNOWN = 16;
export const JOINED = 32;
const FLAG_BITS = 63;
/** INFO above the flags: the first match's language code + 1 (0: none yet), words, unknown words. */
const LANG_SHIFT = 6;
const WORDS_SHIFT = 9;
const UNKNOWN_SHIFT = 20;
/** Counts above this do not fit INFO's 11 bits (a small integer): such a match is only an object. */
const MAX_COUNT = 2047;

/** FNV-1a over the name's UTF-16 code units, with the length mixed in. */
export function hashName(name: string): number {
  let h = 0x811c9dc5 ^ name.length;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) | 0;
}

/**
 * A name as one flat string of its own. A name sliced from a list points into the whole text: kept
 * as a key it would keep that text alive, and comparing with it would read two objects.
 */
const flatCopy = (name: string): string => JSON.parse(JSON.stringify(name)) as string;

export class NameMemo {
  /** Open addressing, linear probing over records (above). */
  private table: Int32Array;
  private mask: number;
  /** By entry number: the keys not in their record, and the matches by language (×4). */
  private keys: (string | undefined)[] = [];
  private matches: (NameMatch | undefined)[] = [];
  /** Each distinct ids array once (the matcher shares them), numbered for LIST. */
  private lists: string[][] = [];
  private listNumbers = new Map<string[], number>();
  private count = 0;
  private readonly limit: number;
  /** The name being looked up, as bytes (see hashAndCopy), and viewed as int32 for comparing. */
  private scratch = new Uint8Array(MAX_INLINE + 4);
  private scratchWords = new Int32Array(this.scratch.buffer);
  private fits = false;

  constructor(limit: number, bits = 16) {
    this.limit = limit;
    this.table = new Int32Array(RECORD << bits);
    this.mask = (1 << bits) - 1;
  }

  get size(): number {
    return this.count;
  }

  /**
   * The record of this name (its offset), made empty if the name is new. Records move when the
   * table grows: an offset is good until the next look-up of another name.
   */
  entryOf(name: string): number {
    const length = name.length;
    const inline = length <= MAX_INLINE;
    const hash = inline ? this.hashAndCopy(name) : hashName(name);
    const t = this.table;
    const fits = inline && this.fits;
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * RECORD;
      if (t[at + ENTRY] === 0) return this.add(name, hash, at, fits);
      if (t[at + HASH] !== hash) continue;
      const stored = t[at + LENGTH] as number;
      if (stored === length) {
        // The characters sit in the line just read, four to a number: no key string is read.
        if (fits && this.sameChars(at, length)) return at;
      } else if (stored === ~length && this.keys[(t[at + ENTRY] as number) - 1] === name) return at;
    }
  }

  /**
   * The name's hash (hashName), its characters copied into `scratch` as bytes (zero after them,
   * to a multiple of four) on the way, and whether they all fit a byte (`fits`).
   */
  private hashAndCopy(name: string): number {
    const scratch = this.scratch;
    let h = 0x811c9dc5 ^ name.length;
    let wide = 0;
    let i = 0;
    for (; i < name.length; i++) {
      const c = name.charCodeAt(i);
      h = Math.imul(h ^ c, 0x01000193);
      scratch[i] = c;
      wide |= c;
    }
    for (; (i & 3) !== 0; i++) scratch[i] = 0;
    this.fits = wide <= 0xff;
    return (h ^ (h >>> 15)) | 0;
  }

  private sameChars(at: number, length: number): boolean {
    const t = this.table;
    const words = this.scratchWords;
    const from = at + CHARS_AT / 4;
    const end = (length + 3) >> 2;
    for (let k = 0; k < end; k++) if (t[from + k] !== words[k]) return false;
    return true;
  }

  flags(at: number): number {
    return (this.table[at + INFO] as number) & FLAG_BITS;
  }

  setFlags(at: number, flags: number): void {
    this.table[at + INFO] = ((this.table[at + INFO] as number) & ~FLAG_BITS) | flags;
  }

  /**
   * The ids of the entry's first match if it is in this language, with its word counts put in
   * `into`; undefined otherwise (then `match` has it, or nothing does yet).
   */
  readFlat(at: number, lang: MemoLang, into: WordCounts): string[] | undefined {
    const info = this.table[at + INFO] as number;
    if (((info >>> LANG_SHIFT) & 7) !== langCode(lang) + 1) return undefined;
    into.words = (info >>> WORDS_SHIFT) & MAX_COUNT;
    into.unknownWords = (info >>> UNKNOWN_SHIFT) & MAX_COUNT;
    return this.lists[this.table[at + LIST] as number];
  }

  match(at: number, lang: MemoLang): NameMatch | undefined {
    return this.matches[((this.table[at + ENTRY] as number) - 1) * 4 + langCode(lang)];
  }

  setMatch(at: number, lang: MemoLang, match: NameMatch): void {
    this.matches[((this.table[at + ENTRY] as number) - 1) * 4 + langCode(lang)] = match;
    if ((this.table[at + INFO] as number) >>> LANG_SHIFT === 0) this.setFlat(at, lang, match);
  }

  /** Makes the entry's first match the one readFlat reads, when its counts fit INFO. */
  private setFlat(at: number, lang: MemoLang, match: NameMatch): void {
    if (match.words > MAX_COUNT || match.unknownWords > MAX_COUNT) return;
    this.table[at + INFO] =
      ((this.table[at + INFO] as number) & FLAG_BITS) |
      ((langCode(lang) + 1) << LANG_SHIFT) |
      (match.words << WORDS_SHIFT) |
      (match.unknownWords << UNKNOWN_SHIFT);
    this.table[at + LIST] = this.listNumber(match.ids);
  }

  private listNumber(ids: string[]): number {
    let n = this.listNumbers.get(ids);
    if (n === undefined) {
      n = this.lists.push(ids) - 1;
      this.listNumbers.set(ids, n);
    }
    return n;
  }

  private add(name: string, hash: number, at: number, fits: boolean): number {
    if (this.count >= this.limit) {
      this.clear();
      return this.entryOf(name);
    }
    // At most three quarters full: linear probing stays short.
    if ((this.count + 1) * 4 > (this.mask + 1) * 3) {
      this.grow();
      return this.entryOf(name);
    }
    this.count++;
    const t = this.table;
    t[at + HASH] = hash;
    t[at + ENTRY] = this.count;
    if (fits) {
      t[at + LENGTH] = name.length;
      t.set(this.scratchWords.subarray(0, (name.length + 3) >> 2), at + CHARS_AT / 4);
    } else t[at + LENGTH] = ~name.length;
    // Pushed, never written past the end: an array written far past its end becomes a dictionary.
    this.keys.push(fits ? undefined : flatCopy(name));
    this.matches.push(undefined, undefined, undefined, undefined);
    return at;
  }

  /** Twice the records, each moved whole to its place in the new table (entry numbers stay). */
  private grow(): void {
    const old = this.table;
    const mask = this.mask * 2 + 1;
    const table = new Int32Array((mask + 1) * RECORD);
    for (let from = 0; from < old.length; from += RECORD) {
      if (old[from + ENTRY] === 0) continue;
      let i = (old[from + HASH] as number) & mask;
      while (table[i * RECORD + ENTRY] !== 0) i = (i + 1) & mask;
      table.set(old.subarray(from, from + RECORD), i * RECORD);
    }
    this.table = table;
    this.mask = mask;
  }

  private clear(): void {
    this.table.fill(0);
    this.keys = [];
    this.matches = [];
    this.lists = [];
    this.listNumbers.clear();
    this.count = 0;
  }
}
