// The matcher's memo of raw names: what is known of each name as written ("Zucker", "farine de
// blé"), one entry per name. Names recur across thousands of products, and every item of every
// list is looked up here, so the look-up is the single most frequent step of judging (≈ 17 per
// product). With ~70,000 names the table does not fit in the caches: each look-up costs the memory
// reads it makes, not its instructions. A Map read a bucket, a chain of entries, each candidate's
// key (a slice of another product's text: two reads) and then a facts object. This table reads one
// slot (a tag of the hash and the entry's number in one 32-bit number), the entry (its key and its
// facts side by side) and the key: about a third less time per look-up in the real run
// (docs/decisions/059).
import type { NameMatch } from './matcher';

/** Entry layout in `entries`: the key, the flags, then the match per language. */
const KEY = 0;
const FLAGS = 1;
const STRIDE = 6;
const LANG_AT = { en: 2, de: 3, fr: 4, it: 5 } as const;
export type MemoLang = keyof typeof LANG_AT;

/**
 * FLAGS bits: origin and noise are each unknown until asked, then true or false; so is whether the
 * name holds a joining word (count-item.ts splitJoined).
 */
export const ORIGIN_KNOWN = 1;
export const ORIGIN = 2;
export const NOISE_KNOWN = 4;
export const NOISE = 8;
export const JOINED_KNOWN = 16;
export const JOINED = 32;

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

/**
 * A slot is one number: the entry's number + 1 in the low ENTRY_BITS, the hash's top TAG_BITS
 * above (0: an empty slot). Half the size of a (hash, entry) pair, so more of the table stays in
 * the caches; a tag that matches by chance (1 in 16,384) only costs a key compare.
 */
const ENTRY_BITS = 18;
const ENTRY_MASK = (1 << ENTRY_BITS) - 1;
const tagOf = (hash: number) => (hash >>> ENTRY_BITS) << ENTRY_BITS;

export class NameMemo {
  /** Open addressing, linear probing over packed slots (above). */
  private slots: Int32Array;
  private mask: number;
  private entries: (string | number | NameMatch | undefined)[] = [];
  private count = 0;
  private readonly limit: number;

  constructor(limit: number, bits = 16) {
    if (limit >= ENTRY_MASK) throw new Error(`NameMemo: at most ${ENTRY_MASK - 1} names`);
    this.limit = limit;
    this.slots = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  get size(): number {
    return this.count;
  }

  /** The entry of this name (its offset), made empty if the name is new. */
  entryOf(name: string): number {
    const hash = hashName(name);
    const tag = tagOf(hash);
    const slots = this.slots;
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      const slot = slots[i] as number;
      if (slot === 0) return this.add(name, hash, i);
      if (((slot ^ tag) & ~ENTRY_MASK) === 0) {
        const at = ((slot & ENTRY_MASK) - 1) * STRIDE;
        if (this.entries[at + KEY] === name) return at;
      }
    }
  }

  flags(at: number): number {
    return this.entries[at + FLAGS] as number;
  }

  setFlags(at: number, flags: number): void {
    this.entries[at + FLAGS] = flags;
  }

  match(at: number, lang: MemoLang): NameMatch | undefined {
    return this.entries[at + LANG_AT[lang]] as NameMatch | undefined;
  }

  setMatch(at: number, lang: MemoLang, match: NameMatch): void {
    this.entries[at + LANG_AT[lang]] = match;
  }

  private add(name: string, hash: number, slot: number): number {
    if (this.count >= this.limit) {
      this.clear();
      return this.entryOf(name);
    }
    // At most three quarters full: linear probing stays short, and the table small.
    if ((this.count + 1) * 4 > this.slots.length * 3) {
      this.grow();
      return this.entryOf(name);
    }
    const at = this.entries.length;
    this.entries.push(flatCopy(name), 0, undefined, undefined, undefined, undefined);
    this.count++;
    this.slots[slot] = tagOf(hash) | this.count;
    return at;
  }

  /** Twice the slots, the entries where they are (their offsets stay valid). */
  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let at = 0; at < this.entries.length; at += STRIDE) {
      const hash = hashName(this.entries[at + KEY] as string);
      let i = hash & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = tagOf(hash) | (at / STRIDE + 1);
    }
    this.slots = slots;
    this.mask = mask;
  }

  private clear(): void {
    this.slots.fill(0);
    this.entries = [];
    this.count = 0;
  }
}
