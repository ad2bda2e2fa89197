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
const hashStep = (h: number, c: number) => (Math.imul(h, 31) + c) & 0x3fffffff;
const hashRun = (run: string) => {
  let h = 0;
  for (let i = 0; i < run.length; i++) h = hashStep(h, run.charCodeAt(i));
  return h;
};
/** A marker word with its language; `counts` false for a one-letter word (see BY_RUN). */
interface Marker {
  word: string;
  lang: number;
  counts: boolean;
  /** The next marker whose run has the same hash, if any. */
  next: Marker | undefined;
}
/**
 * Marker words by the hash of the ASCII run that starts them (the whole word, or for words with a
 * letter `\b` does not see as a word character, "végétale", the run before it: "v"), in an
 * open-addressing table of 1024 slots: a typed-array read per run instead of a Map look-up. No
 * such run is itself a marker word, so a word start matches at most one word. The expression's
 * matches were counted by letter when one character long: the Italian "e" is no letter marker, so
 * it never counted.
 */
const SLOTS = 1024;
/**
 * One bit per 1,024 hash values (128 bytes, always in cache): most runs are no marker and their
 * bit is clear, so they skip the table, whose random reads miss the cache amid the judge's work.
 */
const MAYBE = new Uint32Array(32);
const SLOT_HASH = new Int32Array(SLOTS).fill(-1);
const SLOT_MARKER: (Marker | undefined)[] = new Array<Marker | undefined>(SLOTS).fill(undefined);
for (const [word, lang] of WORD_LANG) {
  const h = hashRun(/^[a-z]+/.exec(word)?.[0] ?? '');
  let slot = h & (SLOTS - 1);
  while (SLOT_HASH[slot] !== -1 && SLOT_HASH[slot] !== h) slot = (slot + 1) & (SLOTS - 1);
  SLOT_HASH[slot] = h;
  const marker = {
    word,
    lang: MARKED_LANGS.indexOf(lang),
    counts: word.length > 1,
    next: undefined,
  };
  SLOT_MARKER[slot] = { ...marker, next: SLOT_MARKER[slot] };
  MAYBE[(h >>> 5) & 31] = (MAYBE[(h >>> 5) & 31] as number) | (1 << (h & 31));
}
/** The markers whose starting run has hash `h` (a chain through `next`), if any. */
function markersOf(h: number): Marker | undefined {
  if (((MAYBE[(h >>> 5) & 31] as number) & (1 << (h & 31))) === 0) return undefined;
  for (let slot = h & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
    const at = SLOT_HASH[slot] as number;
    if (at === h) return SLOT_MARKER[slot];
    if (at === -1) return undefined;
  }
}

/** ASCII word characters, the ones `\b` sees (ſ and K are left to the expression). */
const isWordChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

function countWithExpression(text: string): Record<ReadLang, number> {
  const counts: Record<ReadLang, number> = { de: 0, fr: 0, en: 0, it: 0 };
  for (const found of text.match(MARKER) ?? []) {
    const word = found.toLowerCase();
    const lang = word.length === 1 ? LETTER_LANG[word] : WORD_LANG.get(word);
    if (lang) counts[lang]++;
  }
  return counts;
}

/** Whether `word` is written at text[at…] (any case) and ends there (`\b`), before `limit`. */
function isWrittenAt(text: string, at: number, word: string, limit: number): boolean {
  const end = at + word.length;
  if (end > limit || (end < limit && isWordChar(text.charCodeAt(end)))) return false;
  for (let k = 0; k < word.length; k++) {
    const c = text.charCodeAt(at + k);
    const w = word.charCodeAt(k);
    // Words are written in a-z, é, ô and ä, whose capitals are 32 below them (A, É, Ô, Ä).
    if (c !== w && (c | 32) !== w) return false;
  }
  return true;
}

function markerAt(text: string, at: number, limit: number, h: number): Marker | undefined {
  for (let m = markersOf(h); m !== undefined; m = m.next)
    if (isWrittenAt(text, at, m.word, limit)) return m;
  return undefined;
}

/**
 * Characters below U+0100 by what countMarkers does with them: WORD an ASCII word character (a
 * run), 2 a German and 3 a French letter marker (LETTER_CODE + 1), 0 anything else. One table
 * read per character instead of four range tests.
 */
const WORD = 1;
const CLASS = new Uint8Array(0x100);
for (let c = 0; c < 0x100; c++)
  CLASS[c] = isWordChar(c)
    ? WORD
    : (LETTER_CODE[c] as number) === 0
      ? 0
      : (LETTER_CODE[c] as number) + 1;

/**
 * Markers per language in text[0, limit), as counting MARKER's matches gives them. A char-code
 * pass instead of the expression (4 % of judging time): a Map look-up of a number per word
 * instead of trying 80 words at every position. A word can only start where an ASCII run starts
 * (`\b`), and inside a run nothing else can match. Each character is read once (the one ending a
 * run is read again as the next start): the loop is a few percent of judging time.
 */
export function countMarkers(text: string, limit = text.length): Record<ReadLang, number> {
  let de = 0;
  let fr = 0;
  let en = 0;
  let it = 0;
  let i = 0;
  while (i < limit) {
    let c = text.charCodeAt(i);
    const kind = c < 0x100 ? (CLASS[c] as number) : 0;
    if (kind !== WORD) {
      if (kind === 2) de++;
      else if (kind === 3) fr++;
      else if (c === CAPITAL_SHARP_S) de++;
      else if (c === 0x17f || c === 0x212a) return countWithExpression(text.slice(0, limit));
      i++;
      continue;
    }
    const start = i;
    let h = 0;
    for (;;) {
      h = hashStep(h, c | 32);
      if (++i >= limit) break;
      c = text.charCodeAt(i);
      if (c >= 0x80 || CLASS[c] !== WORD) break;
    }
    const marker = markerAt(text, start, limit, h);
    if (marker === undefined) continue;
    if (marker.counts) {
      if (marker.lang === 0) de++;
      else if (marker.lang === 1) fr++;
      else if (marker.lang === 2) en++;
      else it++;
    }
    i = start + marker.word.length;
  }
  return { de, fr, en, it };
}
