// The matcher's memo of raw names: what is known of each name as written ("Zucker", "farine de
// blé"), one entry per name. Names recur across thousands of products, and every item of every
// list is looked up here, so the look-up is the single most frequent step of judging (≈ 17 per
// product). With ~70,000 names the table does not fit in the caches: each look-up costs the memory
// reads it makes, not its instructions. A Map read a bucket, a chain of entries, each candidate's
// key (a slice of another product's text: two reads) and then a facts object. This table reads one
// slot (the hash and the entry's place side by side), the entry (its key and its facts side by
// side) and the key: about a third less time per look-up in the real run (docs/decisions/059).
import type { NameMatch } from './matcher';

/** Entry layout in `entries`: the key, the flags, then the match per language. */
const KEY = 0;
const FLAGS = 1;
const STRIDE = 6;
const LANG_AT = { en: 2, de: 3, fr: 4, it: 5 } as const;
export type MemoLang = keyof typeof LANG_AT;

/** FLAGS bits: origin and noise are each unknown until asked, then true or false. */
export const ORIGIN_KNOWN = 1;
export const ORIGIN = 2;
export const NOISE_KNOWN = 4;
export const NOISE = 8;

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
  /** Open addressing, linear probing: pairs of (hash, entry offset + 1); 0 is an empty slot. */
  private slots: Int32Array;
  private mask: number;
  private entries: (string | number | NameMatch | undefined)[] = [];
  private count = 0;
  private readonly limit: number;

  constructor(limit: number, bits = 16) {
    this.limit = limit;
    this.slots = new Int32Array(2 << bits);
    this.mask = (2 << bits) - 2;
  }

  get size(): number {
    return this.count;
  }

  /** The entry of this name (its offset), made empty if the name is new. */
  entryOf(name: string): number {
    const hash = hashName(name);
    const slots = this.slots;
    for (let i = (hash << 1) & this.mask; ; i = (i + 2) & this.mask) {
      const at = slots[i + 1] as number;
      if (at === 0) return this.add(name, hash, i);
      if (slots[i] === hash && this.entries[at - 1 + KEY] === name) return at - 1;
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
    if ((this.count + 1) * 2 > this.slots.length >> 1) {
      this.grow();
      return this.entryOf(name);
    }
    const at = this.entries.length;
    this.entries.push(flatCopy(name), 0, undefined, undefined, undefined, undefined);
    this.slots[slot] = hash;
    this.slots[slot + 1] = at + 1;
    this.count++;
    return at;
  }

  /** Twice the slots, the entries where they are (their offsets stay valid). */
  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 2;
    for (let at = 0; at < this.entries.length; at += STRIDE) {
      const hash = hashName(this.entries[at + KEY] as string);
      let i = (hash << 1) & mask;
      while (slots[i + 1] !== 0) i = (i + 2) & mask;
      slots[i] = hash;
      slots[i + 1] = at + 1;
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
