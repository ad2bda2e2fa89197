import type { Taxonomy } from './category-taxonomy.js';
import { normaliseText } from './normalise.js';

/** A category named in a product name, with what makes it more or less likely the product's own. */
export interface NameCandidate {
  /** OFF category id. */
  id: string;
  /** The words that named it (normalised, singular). */
  words: string;
  /** Lower ranks first: see `rankKey`. */
  rank: number[];
}

// After these words a name lists what the product is made with, flavoured with, comes from,
// lacks or is meant for: 'Cervelas mit Schweizer Käse', 'Tomme aux herbes', 'Hartkäse aus Rohmilch', 'Sans gluten'.
export const CONNECTORS: ReadonlySet<string> = new Set([
  'mit',
  'aus',
  'ohne',
  'fur',
  'pour',
  'for',
  'per',
  'avec',
  'aux',
  'au',
  'sans',
  'with',
  'from',
  'without',
  'con',
  'al',
  'alla',
  'alle',
  'allo',
  'ai',
  'agli',
  'senza',
]);
// The category matcher also stops at what a product is packed in ("Sardellen in Olivenöl",
// "Pomodori pelati in succo", "Tuna in brine"); search keeps those words in the name's first part.
// Not French "en": "Lapin en chocolat" is chocolate (and a French name puts its head noun first).
// German "zu/zum/zur" say what it goes with ("Sauce zu Geflügel").
const PACKED_IN = new Set(['in', 'im', 'zu', 'zum', 'zur']);
// A flavour named before (en/de: "Butter Flavour") or after (fr/it: "saveur vanille") these words.
const FLAVOUR_AFTER = new Set([
  'flavour',
  'flavor',
  'flavoured',
  'flavored',
  'taste',
  'geschmack',
  'aroma',
]);
const FLAVOUR_BEFORE = new Set(['saveur', 'gout', 'gusto', 'parfum']);
// Words the taxonomy files as a food that in a name usually say how it tastes or is sold ("Chicken
// Sweet & Sour", "Leerdammer Snack", French "bar" the fish in "Milk Bar"): another food word in the
// name comes first.
const WEAK = new Set(['sweet', 'snack', 'bar']);
// Flavours a Swiss name puts after the food ("Joghurt Caramel", "Yogourt mocca", "Sauce Caramel"):
// ranked as the mapper ranks fruit, after any other food word.
const FLAVOUR_WORDS = new Set(['caramel', 'mocca', 'moka', 'mokka', 'vanille', 'vanilla']);
const FREE = new Set(['free', 'frei', 'libre']);
const MAX_PHRASE = 4;
const MIN_HEAD = 4;

const singular = (word: string) =>
  word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
const words = (text: string) => normaliseText(text).split(' ').filter(Boolean).map(singular);

interface Word {
  text: string;
  /** A part before the last of a hyphenated compound ('Bergkäse' in 'Bergkäse-Raviolini'). */
  modifier: boolean;
}
/** The name's words; stops at the first connector ('mit', 'avec'…) after the first word. */
function headWords(name: string): Word[] {
  const out: Word[] = [];
  for (const token of name.split(/\s+/)) {
    const parts = token.split(/(?<=\p{L})-(?=\p{L})/u);
    parts.forEach((part, i) => {
      for (const text of words(part)) out.push({ text, modifier: i < parts.length - 1 });
    });
  }
  const connector = out.findIndex(
    (w, i) => i > 0 && (CONNECTORS.has(w.text) || PACKED_IN.has(w.text)),
  );
  const head = (connector < 0 ? out : out.slice(0, connector)).filter(
    (w, i, list) =>
      !FLAVOUR_AFTER.has(w.text) &&
      !FLAVOUR_BEFORE.has(w.text) &&
      !FLAVOUR_AFTER.has(list[i + 1]?.text ?? '') &&
      !FLAVOUR_BEFORE.has(list[i - 1]?.text ?? ''),
  );
  // 'Fat free yoghurt', 'Gluten free', 'laktosefrei' as two words: what the product lacks.
  return head.filter((w, i) => !FREE.has(w.text) && !FREE.has(head[i + 1]?.text ?? ''));
}

/** A product name with the language its source gave it, when known. */
export interface LangName {
  text: string;
  lang?: string;
}

// French, Italian and Spanish little words (normalised: "d'Italie" is "d italie").
const ROMANCE = new Set('de du des la le les di del della et e y en el a au d l da'.split(' '));

/**
 * Where a name of two food words puts what the product is. English and German put the head noun
 * last ("Oreo Original Sandwich Biscuits", "Rotwein Sauce", "Rahm Joghurt"), French and Italian
 * first ("Sauce tomate", "Pâtes fraîches"; what follows "de/aux/con" is cut already). A name whose
 * language the source does not give is read as English only when every food word it names is an
 * English one and it has no French/Italian little word: read on the catalogue, such names are as
 * often French, Italian or Spanish ("sandwich thon", "Pizza Salame") as English.
 */
export function headNounLast(
  lang: string | undefined,
  name: string,
  foodWords: string[],
  isEnglish: (words: string) => boolean,
): boolean {
  if (lang) return lang === 'de' || lang === 'en';
  return (
    foodWords.length > 1 &&
    foodWords.every(isEnglish) &&
    !normaliseText(name)
      .split(' ')
      .some((w) => ROMANCE.has(w))
  );
}

/**
 * Finds the OFF categories a product name names, in en/de/fr/it. `rank` orders them: a food named
 * after a place (Gruyère, Appenzeller) after every other food word, since in "Gruyères Saucisson"
 * or "Appenzeller Bärli Biber" the place or brand is not what the product is; the first parts of
 * a hyphenated compound and German compound heads (Vollmilchschokolade → Schokolade) after whole
 * words; among whole words of the same length, the head noun (`headNounLast`) first. Words after
 * "mit/avec/with/aux/aus/sans/in…" are not looked at: they say what the product is made with, is
 * packed in or lacks; nor a flavour ("Butter Flavour", "saveur vanille"). `extraNames` adds names the taxonomy lacks.
 */
export function createNameMatcher(taxonomy: Taxonomy, extraNames: Record<string, string> = {}) {
  const byName = new Map<string, string>();
  for (const [name, id] of Object.entries(extraNames)) byName.set(words(name).join(' '), id);
  for (const [name, id] of taxonomy.byName) {
    const key = words(name).join(' ');
    if (!byName.has(key)) byName.set(key, id);
  }
  const placeNamed = (id: string) => taxonomy.placeNamed.has(id);
  const english = new Set([...taxonomy.english].map((name) => words(name).join(' ')));
  const isEnglish = (phrase: string) => english.has(phrase);

  return (name: string, nameIndex = 0, lang?: string): NameCandidate[] => {
    const list = headWords(name);
    const found: NameCandidate[] = [];
    const add = (id: string, start: number, length: number, compound: boolean, text: string) =>
      found.push({
        id,
        words: text,
        // place, flavour-like, modifier, compound head, which name, longer, earlier (later when
        // the name puts its head noun last, below)
        rank: [
          +placeNamed(id),
          +FLAVOUR_WORDS.has(text),
          +(list[start + length - 1]!.modifier || (length === 1 && WEAK.has(list[start]!.text))),
          +compound,
          nameIndex,
          -length,
          start,
        ],
      });
    for (let n = Math.min(MAX_PHRASE, list.length); n >= 1; n--) {
      for (let i = 0; i + n <= list.length; i++) {
        const phrase = list
          .slice(i, i + n)
          .map((w) => w.text)
          .join(' ');
        const id = byName.get(phrase);
        if (id) add(id, i, n, false, phrase);
      }
    }
    list.forEach(({ text }, i) => {
      for (let start = 1; text.length - start >= MIN_HEAD; start++) {
        const id = byName.get(text.slice(start));
        if (id) {
          add(id, i, 1, true, text.slice(start));
          break;
        }
      }
    });
    const whole = found.filter((c) => !c.rank[3]).map((c) => c.words);
    if (headNounLast(lang, name, whole, isEnglish)) for (const c of found) c.rank[6] = -c.rank[6]!;
    return found;
  };
}

/** Orders candidates best first. */
export function byRank(a: NameCandidate, b: NameCandidate): number {
  for (let i = 0; i < a.rank.length; i++) {
    const d = a.rank[i]! - b.rank[i]!;
    if (d) return d;
  }
  return 0;
}
