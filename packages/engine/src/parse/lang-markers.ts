// Marker words and letters that tell de/fr/en/it ingredient lists apart, counted in one pass.
import type { ReadLang } from '../types';
import { WORDS } from './lang-words';

/** The languages markers are counted for, in the order a tie between their counts goes to. */
export const MARKED_LANGS = ['de', 'fr', 'en', 'it'] as const;

const WORD_LANG = new Map<string, ReadLang>();
for (const lang of MARKED_LANGS) for (const w of WORDS[lang]) WORD_LANG.set(w, lang);
/**
 * The definition of a marker: a whole word (`\b` … `\b`, ASCII word characters as `\b` sees them)
 * or a letter only German or French uses. countMarkers gives what counting this expression's
 * matches gives; the expression itself is still used for the rare text holding ſ or K (Kelvin),
 * which /iu folds to s and k, so the char-code pass does not have to.
 */
const MARKER = new RegExp(`\\b(?:${[...WORD_LANG.keys()].join('|')})\\b|[äöüß]|[éèàçêû]`, 'giu');
const LETTER_LANG: Record<string, ReadLang> = {
  ä: 'de',
  ö: 'de',
  ü: 'de',
  ß: 'de',
  é: 'fr',
  è: 'fr',
  à: 'fr',
  ç: 'fr',
  ê: 'fr',
  û: 'fr',
};
/**
 * Letter markers by char code from U+00C0 (1 German, 2 French), capitals included: [äöüß] /iu
 * matches Ä too, and ẞ (U+1E9E), which is checked apart.
 */
const LETTER_CODE = new Uint8Array(0x100);
for (const [letter, lang] of Object.entries(LETTER_LANG))
  for (const form of [letter, letter.toUpperCase()])
    if (form.length === 1) LETTER_CODE[form.charCodeAt(0)] = lang === 'de' ? 1 : 2;
const CAPITAL_SHARP_S = 0x1e9e;
/**
 * Hash of a lower-case ASCII run, as countMarkers computes it char by char; 30 bits keep it a small
 * integer, which a Map looks up without allocating.
 */
export const hashStep = (h: number, c: number) => (Math.imul(h, 31) + c) & 0x3fffffff;
const hashRun = (run: string) => {
  let h = 0;
  for (let i = 0; i < run.length; i++) h = hashStep(h, run.charCodeAt(i));
  return h;
};
/**
 * Marker words by the hash of the ASCII run that starts them (the whole word, or for words with a
 * letter `\b` does not see as a word character, "végétale", the run before it: "v"), in an
 * open-addressing table of 1024 slots: a typed-array read per run instead of a Map look-up. No
 * such run is itself a marker word, so a word start matches at most one word. The expression's
 * matches were counted by letter when one character long: the Italian "e" is no letter marker, so
 * it never counted. The words live in flat typed arrays (their chars in WORD_CHARS), not in an
 * object per word: a look-up reads a few small arrays instead of following pointers to objects
 * and strings that the rest of the judge pushes out of the cache.
 */
const SLOTS = 1024;
/**
 * One bit per 1,024 hash values (128 bytes, always in cache): most runs are no marker and their
 * bit is clear, so they skip the table, whose random reads miss the cache amid the judge's work.
 */
const MAYBE = new Uint32Array(32);
const SLOT_HASH = new Int32Array(SLOTS).fill(-1);
/** The first marker (an index into the arrays below) of a slot's chain, -1 for none. */
const SLOT_FIRST = new Int16Array(SLOTS).fill(-1);
const WORD_COUNT = WORD_LANG.size;
/** Where each marker's chars start in WORD_CHARS, and how many there are. */
const WORD_AT = new Int32Array(WORD_COUNT);
export const WORD_LENGTH = new Int32Array(WORD_COUNT);
/** Its language's index in MARKED_LANGS, or -1 for a one-letter word, which never counts. */
export const WORD_LANG_INDEX = new Int8Array(WORD_COUNT);
/** The next marker whose run has the same hash, -1 for none. */
const WORD_NEXT = new Int16Array(WORD_COUNT);
const WORD_CHARS = new Uint16Array([...WORD_LANG.keys()].join('').length);
{
  let index = 0;
  let at = 0;
  for (const [word, lang] of WORD_LANG) {
    const h = hashRun(/^[a-z]+/.exec(word)?.[0] ?? '');
    let slot = h & (SLOTS - 1);
    while (SLOT_HASH[slot] !== -1 && SLOT_HASH[slot] !== h) slot = (slot + 1) & (SLOTS - 1);
    SLOT_HASH[slot] = h;
    WORD_AT[index] = at;
    WORD_LENGTH[index] = word.length;
    for (let k = 0; k < word.length; k++) WORD_CHARS[at++] = word.charCodeAt(k);
    WORD_LANG_INDEX[index] = word.length > 1 ? MARKED_LANGS.indexOf(lang) : -1;
    WORD_NEXT[index] = SLOT_FIRST[slot] as number;
    SLOT_FIRST[slot] = index++;
    MAYBE[(h >>> 5) & 31] = (MAYBE[(h >>> 5) & 31] as number) | (1 << (h & 31));
  }
}
/** The first marker whose starting run has hash `h` (a chain through WORD_NEXT), or -1. */
function markersOf(h: number): number {
  if (((MAYBE[(h >>> 5) & 31] as number) & (1 << (h & 31))) === 0) return -1;
  for (let slot = h & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
    const at = SLOT_HASH[slot] as number;
    if (at === h) return SLOT_FIRST[slot] as number;
    if (at === -1) return -1;
  }
}

/** ASCII word characters, the ones `\b` sees (ſ and K are left to the expression). */
const isWordChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

export function countWithExpression(text: string): Record<ReadLang, number> {
  const counts: Record<ReadLang, number> = { de: 0, fr: 0, en: 0, it: 0 };
  for (const found of text.match(MARKER) ?? []) {
    const word = found.toLowerCase();
    const lang = word.length === 1 ? LETTER_LANG[word] : WORD_LANG.get(word);
    if (lang) counts[lang]++;
  }
  return counts;
}

/**
 * The marker written at text[start, end) (any case), an ASCII run, and maybe on past it to a
 * `\b` before `limit`; -1 for none. A word that is all ASCII must be the run itself.
 */
export function markerAt(
  text: string,
  start: number,
  end: number,
  limit: number,
  h: number,
): number {
  for (let m = markersOf(h); m !== -1; m = WORD_NEXT[m] as number) {
    const length = WORD_LENGTH[m] as number;
    const stop = start + length;
    if (stop < end || stop > limit || (stop < limit && isWordChar(text.charCodeAt(stop)))) continue;
    const at = (WORD_AT[m] as number) - start;
    let k = start;
    for (; k < stop; k++) {
      const c = text.charCodeAt(k);
      const w = WORD_CHARS[at + k] as number;
      // Words are written in a-z, é, ô and ä, whose capitals are 32 below them (A, É, Ô, Ä).
      if (c !== w && (c | 32) !== w) break;
    }
    if (k === stop) return m;
  }
  return -1;
}

/**
 * Characters by what markerCounts does with them: WORD an ASCII word character (a run), GERMAN
 * and FRENCH a letter marker (LETTER_CODE, and ẞ), FOLDED ſ and K (Kelvin), 0 anything else.
 * One read per character of a table covering every code unit (64 KB, of which a text touches a
 * few lines), without a range test before it.
 */
export const WORD = 1;
export const GERMAN = 2;
export const FRENCH = 3;
export const FOLDED = 4;
export const CLASS = new Uint8Array(0x10000);
for (let c = 0; c < 0x100; c++)
  CLASS[c] = isWordChar(c)
    ? WORD
    : LETTER_CODE[c] === 1
      ? GERMAN
      : LETTER_CODE[c] === 2
        ? FRENCH
        : 0;
CLASS[CAPITAL_SHARP_S] = GERMAN;
CLASS[0x17f] = FOLDED;
CLASS[0x212a] = FOLDED;

/**
 * Markers per language in text[0, limit), as counting MARKER's matches gives them, by
 * MARKED_LANGS index, in `out` (a caller's scratch array: no object per text). A char-code
 * pass instead of the expression (4 % of judging time): a look-up of a number per word
 * instead of trying 80 words at every position. A word can only start where an ASCII run starts
 * (`\b`), and inside a run nothing else can match. Each character is read once (the one ending a
 * run is read again as the next start): the loop is a few percent of judging time.
 */
export function markerCounts(
  text: string,
  limit = text.length,
  out: Int32Array<ArrayBuffer> = new Int32Array(MARKED_LANGS.length),
): Int32Array<ArrayBuffer> {
  let de = 0;
  let fr = 0;
  let en = 0;
  let it = 0;
  let i = 0;
  // The character at i, carried over from the run that ended on it rather than read again.
  let c = limit > 0 ? text.charCodeAt(0) : 0;
  while (i < limit) {
    const kind = CLASS[c] as number;
    if (kind !== WORD) {
      if (kind === GERMAN) de++;
      else if (kind === FRENCH) fr++;
      else if (kind === FOLDED) {
        const counts = countWithExpression(text.slice(0, limit));
        MARKED_LANGS.forEach((lang, l) => (out[l] = counts[lang]));
        return out;
      }
      if (++i < limit) c = text.charCodeAt(i);
      continue;
    }
    const start = i;
    let h = 0;
    for (;;) {
      h = hashStep(h, c | 32);
      if (++i >= limit) break;
      c = text.charCodeAt(i);
      if (CLASS[c] !== WORD) break;
    }
    const marker = markerAt(text, start, i, limit, h);
    if (marker === -1) continue;
    const lang = WORD_LANG_INDEX[marker] as number;
    if (lang === 0) de++;
    else if (lang === 1) fr++;
    else if (lang === 2) en++;
    else if (lang === 3) it++;
    const end = start + (WORD_LENGTH[marker] as number);
    // A word with a letter `\b` does not see ("végétale") goes on past its first run.
    if (end !== i) {
      i = end;
      if (i < limit) c = text.charCodeAt(i);
    }
  }
  out[0] = de;
  out[1] = fr;
  out[2] = en;
  out[3] = it;
  return out;
}

/** Markers per language in text[0, limit) (see markerCounts). */
export function countMarkers(text: string, limit = text.length): Record<ReadLang, number> {
  const counts = markerCounts(text, limit);
  return {
    de: counts[0] as number,
    fr: counts[1] as number,
    en: counts[2] as number,
    it: counts[3] as number,
  };
}
