// What the matcher answers (matcher.ts), apart from how it finds it.
import type { ReadLang } from '../types';

/** How many words a name has, and how many of them were neither an ingredient nor a filler. */
export interface WordCounts {
  words: number;
  unknownWords: number;
}

export interface NameMatch {
  /** Ids found, in reading order. Empty when the name is not recognised. */
  ids: string[];
  /** Words of the name, and how many of them were neither an ingredient nor a known filler. */
  words: number;
  unknownWords: number;
}

export interface Matcher {
  matchName(name: string, lang: ReadLang): NameMatch;
  /** True for origin notes, processing words and statements: not ingredients, not counted. */
  isNoise(name: string): boolean;
  /** True for an origin note ("Suisse", "Région La Gruyère"): nothing in its brackets is an ingredient. */
  isOrigin(name: string): boolean;
  /**
   * `test(name)`, asked once per name and kept in its memo entry: whether the name holds a word
   * that joins two ingredients (count-item.ts), an expression run on every list item otherwise.
   * The item's name was just looked up (isOrigin), so the answer is read from the entry at hand.
   */
  isJoined(name: string, test: (name: string) => boolean): boolean;
  /**
   * matchName(name, lang).ids, with its words and unknown words put in `into`: read from the name's
   * memo entry, not from the match object, which would be one more cache miss per list item.
   */
  readName(name: string, lang: ReadLang, into: WordCounts): string[];
}
