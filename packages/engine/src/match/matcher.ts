// Maps an ingredient name as written on the pack to canonical ids. Exact Map hits first, then
// the longest known word spans, then German compound splitting. Results are memoised because
// the same names recur across thousands of products.
import { READ_LANGS, type ReadLang } from '../types';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';
import { normalizeName } from '../text/normalize';
import { splitCompound } from './compound';
import { italianInOtherList, italianSingular } from './italian';
import { MISPRINT_WORDS } from './misprints';
import { createIdLists } from './name-facts';
import {
  JOINED,
  JOINED_KNOWN,
  NameMemo,
  NOISE,
  NOISE_KNOWN,
  ORIGIN,
  ORIGIN_KNOWN,
} from './name-memo';
import type { NoiseTests } from './noise';
import { STOP_WORDS } from './stop-words';
import {
  DAIRY_HEADS,
  FUNCTION_WORDS,
  OF,
  OF_PLACE,
  OTHER_LANGS,
  PLACE_CHEESES,
  PLANT_CLASSES,
  PLANT_MILK_CLASSES,
  VITAMIN_LETTER,
} from './word-sets';
import type { Matcher, NameMatch } from './matcher-types';

export type { Matcher, NameMatch, WordCounts } from './matcher-types';

const MAX_SPAN = 6;
const MEMO_LIMIT = 200_000;
const E_NUMBER = /\be (\d{3,4})/g;

const NO_NOISE: NoiseTests = {
  isNoise: () => false,
  isOrigin: () => false,
  hasOriginLead: () => false,
};

/** `memoise` false: every name worked out afresh, nothing kept (an ungated engine, engine.ts). */
export function createMatcher(
  index: TaxonomyIndex,
  tests: NoiseTests = NO_NOISE,
  memoise = true,
): Matcher {
  const noise = tests.isNoise;
  const memo = new Map<string, NameMatch>();
  const shared = createIdLists(MEMO_LIMIT);
  const wordMemo = new Map<string, string | undefined>();

  const lookup = (key: string, lang: ReadLang): string | undefined => {
    for (const l of OTHER_LANGS[lang]) {
      const id = index.byName[l].get(key);
      if (id !== undefined) return id;
    }
    return undefined;
  };
  const lookupWord = (word: string): string | undefined => lookup(word, 'de');
  const isPlant = (id: string): boolean => index.ancestors(id).some((a) => PLANT_CLASSES.has(a));
  const isMilkPlant = (id: string): boolean =>
    index.ancestors(id).some((a) => PLANT_MILK_CLASSES.has(a));

  const matchWord = (word: string, lang: ReadLang): string[] => {
    // A lone letter or number names nothing ("1 54 B h" of an OCR'd table).
    if (word.length < 2 || /^\d+$/.test(word) || FUNCTION_WORDS[lang].has(word)) return [];
    const direct = lookup(word, lang);
    if (direct !== undefined) return [direct];
    // OCR reads a lower-case l as a capital I: "Iait" is "lait".
    if (word.startsWith('i') && word.length >= 3) {
      const l = lookup(`l${word.slice(1)}`, lang);
      if (l !== undefined) return [l];
    }
    // A misprinted word seen on real packs (misprints.ts): read as its right form.
    const right = MISPRINT_WORDS[lang].get(word);
    if (right !== undefined) return matchWord(right, lang);
    if (/^e\d{3,4}[a-z]*$/.test(word)) {
      const base = lookup(word.replace(/[a-z]+$/, ''), lang);
      return base ? [base] : [];
    }
    // Inflected plurals (Haselnüssen, Erdnüssen, noix → taxonomy has the base form).
    // Only one letter: "bleues" must not become "bleu" (a cheese).
    if (word.length >= 5 && (word.endsWith('s') || (lang === 'de' && word.endsWith('n')))) {
      const base = lookup(word.slice(0, -1), lang);
      if (base !== undefined) return [base];
    }
    // Italian plurals: nocciole → nocciola, pomodori → pomodoro, noci → noce.
    if (lang === 'it' && word.length >= 4) {
      const stem = word.slice(0, -1);
      const last = word[word.length - 1];
      const singulars = last === 'e' ? ['a'] : last === 'i' ? ['o', 'e', 'a'] : [];
      for (const end of singulars) {
        const base = lookup(stem + end, lang);
        if (base !== undefined) return [base];
      }
    }
    if (word.length < 6) return [];
    let cached = memoise ? wordMemo.get(word) : undefined;
    if (!memoise || !wordMemo.has(word)) {
      const parts = splitCompound(word, lookupWord);
      // Hafersahne, Mandelbutter: a plant before a dairy head makes a plant product.
      if (
        parts &&
        parts.length > 1 &&
        DAIRY_HEADS.has(parts[parts.length - 1] as string) &&
        parts.slice(0, -1).some(isMilkPlant)
      )
        parts.pop();
      cached = parts?.join('|');
      wordMemo.set(word, cached);
    }
    return cached ? cached.split('|') : [];
  };

  /** A word that names no ingredient but is understood: "de", "mit", "Suisse", "pasteurisé". */
  const isFiller = (word: string): boolean =>
    STOP_WORDS.has(word) || /^\d/.test(word) || noise(word);

  const matchSpans = (words: string[], lang: ReadLang): { ids: string[]; unknown: number } => {
    const spans: { ids: string[]; start: number; end: number }[] = [];
    let unknown = 0;
    let i = 0;
    while (i < words.length) {
      let found = 0;
      for (
        let len = Math.min(MAX_SPAN, words.length - i);
        len >= 2 && !/^\d+$/.test(words[i] as string);
        len--
      ) {
        const id = lookup(words.slice(i, i + len).join(' '), lang);
        if (id !== undefined) {
          spans.push({ ids: [id], start: i, end: i + len });
          found = len;
          break;
        }
      }
      if (found === 0) {
        const ids = matchWord(words[i] as string, lang);
        if (ids.length > 0) spans.push({ ids, start: i, end: i + 1 });
        else if (!isFiller(words[i] as string)) unknown++;
        found = 1;
      }
      i += found;
    }
    // "crème double de la Gruyère", "Milch aus dem Emmental": a cheese's place after another
    // ingredient is where it comes from, not the cheese (DOMAIN.md "What is not an ingredient").
    for (let k = spans.length - 1; k > 0; k--) {
      const span = spans[k] as { ids: string[]; start: number };
      if (
        span.ids.length === 1 &&
        PLACE_CHEESES.has(span.ids[0] as string) &&
        OF_PLACE.has(words[span.start - 1] as string)
      )
        spans.splice(k, 1);
    }
    // "almond butter", "crème d'orge", "lait d'amande": a plant next to the dairy word.
    const ids: string[] = [];
    spans.forEach((span, k) => {
      const dairy = span.ids.length === 1 && DAIRY_HEADS.has(span.ids[0] as string);
      const before = spans[k - 1];
      const after = spans[k + 1];
      const plantBefore =
        before !== undefined && before.end === span.start && before.ids.some(isMilkPlant);
      const plantAfter =
        after !== undefined &&
        after.start === span.end + 1 &&
        OF.has(words[span.end] as string) &&
        after.ids.some(isPlant);
      if (!(dairy && (plantBefore || plantAfter))) ids.push(...span.ids);
    });
    return { ids, unknown };
  };

  // Raw names repeat across products ("Zucker", "Salz"): what is known of one is kept in one
  // entry (name-memo.ts), and the last entry is kept at hand, since an item's name is asked about
  // two or three times in a row (origin, match, noise) and finding a fresh string is not cheap.
  const names = new NameMemo(MEMO_LIMIT);
  let lastName = '';
  let lastAt = -1;
  const entryOf = (name: string): number => {
    if (name === lastName && lastAt >= 0) return lastAt;
    lastAt = names.entryOf(name);
    lastName = name;
    return lastAt;
  };
  const matchName = (name: string, lang: ReadLang): NameMatch => {
    if (!memoise) return matchNormalized(name, lang);
    const at = entryOf(name);
    const known = names.match(at, lang);
    if (known !== undefined) return known;
    const match = matchNormalized(name, lang);
    names.setMatch(at, lang, match);
    return match;
  };
  const isOrigin = (name: string): boolean => {
    const key = normalizeName(name);
    // A country that is also a food ("turkey") is the food.
    return (
      tests.isOrigin(key) &&
      (tests.hasOriginLead(key) || READ_LANGS.every((l) => !index.byName[l].has(key)))
    );
  };
  const isNoise = (name: string): boolean => {
    const key = normalizeName(name);
    // A name in a script we do not read (Cyrillic, Greek) folds to nothing: unknown, not noise.
    return key === '' && /\p{L}/u.test(name) ? false : noise(key);
  };
  if (!memoise)
    return {
      isOrigin,
      isNoise,
      isJoined: (name, test) => test(name),
      matchName,
      readName(name, lang, into) {
        const match = matchNormalized(name, lang);
        into.words = match.words;
        into.unknownWords = match.unknownWords;
        return match.ids;
      },
    };
  return {
    isOrigin(name) {
      const at = entryOf(name);
      const flags = names.flags(at);
      if (flags & ORIGIN_KNOWN) return (flags & ORIGIN) !== 0;
      const origin = isOrigin(name);
      names.setFlags(at, flags | ORIGIN_KNOWN | (origin ? ORIGIN : 0));
      return origin;
    },
    isNoise(name) {
      const at = entryOf(name);
      const flags = names.flags(at);
      if (flags & NOISE_KNOWN) return (flags & NOISE) !== 0;
      const noisy = isNoise(name);
      names.setFlags(at, flags | NOISE_KNOWN | (noisy ? NOISE : 0));
      return noisy;
    },
    isJoined(name, test) {
      const at = entryOf(name);
      const flags = names.flags(at);
      if (flags & JOINED_KNOWN) return (flags & JOINED) !== 0;
      const joined = test(name);
      names.setFlags(at, flags | JOINED_KNOWN | (joined ? JOINED : 0));
      return joined;
    },
    matchName,
    readName(name, lang, into) {
      const at = entryOf(name);
      const flat = names.readFlat(at, lang, into);
      if (flat !== undefined) return flat;
      const match = matchName(name, lang);
      into.words = match.words;
      into.unknownWords = match.unknownWords;
      return match.ids;
    },
  };

  function matchNormalized(name: string, lang: ReadLang): NameMatch {
    {
      const key = normalizeName(name)
        .replace(E_NUMBER, 'e$1')
        .replace(/\d+(?:\.\d+)? ?%/g, '')
        .trim();
      // Numbers alone ("700 10,3") name nothing, whatever a taxonomy synonym says.
      if (!/[a-z]/.test(key)) return { ids: [], words: 0, unknownWords: 0 };
      const memoKey = `${lang}|${key}`;
      const hit = memoise ? memo.get(memoKey) : undefined;
      if (hit) return hit;
      // "Vitamine (A, C, D, B12)": single letters are vitamins.
      const whole =
        key === '' ? undefined : VITAMIN_LETTER.test(key) ? 'en:vitamins' : lookup(key, lang);
      // Plural of a multi-word name: "raising agents", "correcteurs d'acidite".
      const singular =
        whole === undefined && key.includes(' ')
          ? lookup(key.replace(/(\w{3,})[sx]\b/g, '$1'), lang)
          : undefined;
      const found =
        whole ??
        singular ??
        (whole === undefined ? italianSingular(key, lang, lookup) : undefined) ??
        italianInOtherList(key, lang, index);
      const words = key === '' ? [] : key.split(' ');
      const spans =
        found !== undefined || key === ''
          ? { ids: found ? [found] : [], unknown: 0 }
          : matchSpans(words, lang);
      const result: NameMatch = {
        ids: shared([...new Set(spans.ids)]),
        words: words.length,
        unknownWords: spans.unknown,
      };
      if (memo.size > MEMO_LIMIT) memo.clear();
      memo.set(memoKey, result);
      return result;
    }
  }
}
