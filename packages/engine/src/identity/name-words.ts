// The words of a product's name, as the identity reader asks about them: what food a word names
// in any language we read, the head of a German compound the taxonomy lacks, a kind of product of
// its own ("Fleischkäse"), a processed kind ("Saucisson"), a cheese's grade, a milk word. Split out
// of read-identity.ts, which reads whole names with them.
import { READ_LANGS, type ReadLang } from '../types';
import { CHEESE_GRADES, PROCESSED_KINDS } from './identity-rules';
import { DAIRY_HEADS, FUNCTION_WORDS } from '../match/word-sets';
import type { IdentityDeps } from './read-identity';

/** Unknown German words at least this long are read by their head ("Vorzugsbutter"). */
export const MIN_COMPOUND = 7;
const MIN_HEAD = 4;
/** A name of unknown language: German, French, then Italian look-ups. */
export const GUESSES: readonly ReadLang[] = ['de', 'fr', 'it'];
/** The categories taxonomy's root of milk products. */
const DAIRIES = 'en:dairies';
/** The ingredients taxonomy's milk products (milk, cream, butter, cheese…). */
const DAIRY = 'en:dairy';

export type NameWords = ReturnType<typeof createNameWords>;

export function createNameWords(deps: IdentityDeps) {
  const { matcher, index } = deps;
  let cheeseWords: string[] | undefined;
  const cheeseWordsOf = () => {
    if (cheeseWords) return cheeseWords;
    const words = new Set<string>();
    for (const map of Object.values(index.byName))
      for (const [name, id] of map)
        if (!name.includes(' ') && name.length >= MIN_COMPOUND && deps.lactose(id)?.kind)
          words.add(name);
    return (cheeseWords = [...words]);
  };

  // Names of labels ("AOP", "Naturaplan", "IP-Suisse", "bio") that are no food's name.
  const labelNames = new Set<string>();
  for (const map of Object.values(deps.labels.byName))
    for (const name of map.keys())
      if (!Object.values(index.byName).some((m) => m.has(name))) labelNames.add(name);
  const withoutLabels = (words: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      let len = Math.min(4, words.length - i);
      while (len > 0 && !labelNames.has(words.slice(i, i + len).join(' '))) len--;
      if (len === 0) out.push(words[i++] as string);
      else i += len;
    }
    return out;
  };

  const idsOf = (word: string, lang: ReadLang) => matcher.matchName(word, lang).ids;
  const known = (word: string, lang: ReadLang) => {
    const m = matcher.matchName(word, lang);
    return m.ids.length > 0 || m.unknownWords === 0;
  };
  const related = (a: string, b: string) =>
    a === b || index.ancestors(a).includes(b) || index.ancestors(b).includes(a);
  const isCheese = (ids: readonly string[]) =>
    ids.length > 0 && ids.every((id) => index.ancestors(id).includes('en:cheese'));
  const isDairyKind = (ids: readonly string[]) =>
    ids.length > 0 && ids.every((id) => deps.lactose(id)?.kind !== undefined);
  /** The food a German compound the taxonomy lacks ends or begins with ("Bandnudeln", "Rahmtäfeli"). */
  const partsOf = (word: string): string[] => {
    const found: string[] = [];
    if (word.length < MIN_COMPOUND) return found;
    for (let at = 3; at <= word.length - MIN_HEAD; at++) {
      const id = index.byName.de.get(word.slice(at));
      if (id !== undefined) {
        found.push(id);
        break;
      }
    }
    for (let end = word.length - 3; end >= MIN_HEAD; end--) {
      const id = index.byName.de.get(word.slice(0, end));
      if (id !== undefined) {
        found.push(id);
        break;
      }
    }
    return found;
  };
  /**
   * A compound the categories taxonomy knows as a kind of its own outside dairy is not its head:
   * "Fleischkäse" is a meat loaf (categories.txt, en:meat-preparations), not a cheese.
   */
  const otherKind = (word: string) => {
    const c = deps.categories.byName.de.get(word);
    return c !== undefined && c !== DAIRIES && !deps.categories.ancestors(c).includes(DAIRIES);
  };
  /** The categories a word or phrase of the name is, in any language we read ("saucissons"). */
  const categoriesOf = (phrase: string) =>
    READ_LANGS.map((l) => {
      const names = deps.categories.byName[l];
      return names.get(phrase) ?? names.get(phrase.replace(/[sx]$/, '')) ?? names.get(`${phrase}s`);
    }).filter((c): c is string => c !== undefined);
  /**
   * A phrase of the name (up to three words) names a processed kind (PROCESSED_KINDS): "Saucisson
   * sec" is a sausage, whatever meat the ingredients taxonomy reads in it.
   */
  const processedKind = (key: string) => {
    const words = key.split(' ');
    for (let len = 1; len <= 3; len++)
      for (let i = 0; i + len <= words.length; i++) {
        const phrase = words.slice(i, i + len).join(' ');
        if (phrase.length < 4) continue;
        for (const c of categoriesOf(phrase))
          if (PROCESSED_KINDS.some((k) => c === k || deps.categories.ancestors(c).includes(k)))
            return true;
      }
    return false;
  };
  /** What a cheese's grades read as ("vollfett": fat), in its own words or hyphenated ones. */
  const gradesOf = (key: string, lang: ReadLang) =>
    key
      .split(/[\s-]+/u)
      .filter((w) => CHEESE_GRADES.has(w))
      .flatMap((w) => idsOf(w, lang));
  const isDairy = (id: string) => id === DAIRY || index.ancestors(id).includes(DAIRY);
  const milkWords = (key: string) =>
    key.split(' ').filter((w) => GUESSES.some((l) => idsOf(w, l).some(isDairy)));
  /** A milk food, or one whose own name holds the word ("lait de noix de coco": a plant milk). */
  const isMilkOf = (id: string, word: string) =>
    isDairy(id) ||
    READ_LANGS.some((l) =>
      (index.nameOf(id, l) ?? '')
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .includes(word),
    );
  /**
   * The foods read inside a compound that is a kind of its own ("Fleischkäse": meat and cheese, in
   * a meat loaf that may hold milk protein and starch): no food of the name, and no complete one.
   */
  const insideKinds = (key: string, lang: ReadLang) => {
    const out = new Set<string>();
    for (const w of key.split(' ')) {
      if (!otherKind(w)) continue;
      const ids = idsOf(w, lang);
      if (ids.length > 1) for (const id of ids) out.add(id);
    }
    return out;
  };
  /** What a word may name in any language we read: a word that names a food is never a brand. */
  const foodsOf = (word: string, kinds = true): string[] => {
    const ids = new Set<string>();
    for (const l of READ_LANGS) for (const id of idsOf(word, l)) ids.add(id);
    if (ids.size === 0) for (const id of partsOf(word)) ids.add(id);
    // A kind of product the ingredients taxonomy has no word for ("Tiramisù", "boulettes",
    // "confiture", "Mayo") is still a food, never a brand.
    if (kinds && ids.size === 0 && word.length >= 4)
      for (const l of READ_LANGS) {
        const c =
          deps.categories.byName[l].get(word) ??
          deps.categories.byName[l].get(word.replace(/[sx]$/, ''));
        if (c !== undefined) ids.add(c);
      }
    return [...ids];
  };
  /**
   * A word the reading left out: its own food is none of the phrase's ("Strawberry Yogurt" read as
   * strawberry), or a dairy head a compound hides ("Haselnussjogurt": hazelnut, or a yogurt?).
   */
  const leftOut = (word: string, lang: ReadLang, phrase: readonly string[]) => {
    // "Sbrinz râpé": grated, not rapeseed (the matcher's own reading of such words).
    if (FUNCTION_WORDS[lang].has(word)) return false;
    // A cheese's grade is no food of its own ("Vollfett-Hartkäse": a hard cheese, not a fat).
    if (CHEESE_GRADES.has(word) && isCheese(phrase)) return false;
    const own = idsOf(word, lang);
    if (own.some((id) => !phrase.some((p) => related(id, p)))) return true;
    // "Milchreis" (a rice, or rice pudding?), "Haselnussjogurt" (a hazelnut yogurt, or a plant one?).
    return partsOf(word).some((id) => DAIRY_HEADS.has(id) && !phrase.some((p) => related(id, p)));
  };
  return {
    cheeseWordsOf,
    withoutLabels,
    idsOf,
    known,
    related,
    isCheese,
    isDairyKind,
    partsOf,
    otherKind,
    processedKind,
    gradesOf,
    milkWords,
    isMilkOf,
    insideKinds,
    foodsOf,
    leftOut,
  };
}
