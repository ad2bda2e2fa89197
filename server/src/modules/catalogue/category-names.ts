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
  const connector = out.findIndex((w, i) => i > 0 && CONNECTORS.has(w.text));
  const head = connector < 0 ? out : out.slice(0, connector);
  // 'Fat free yoghurt', 'Gluten free', 'laktosefrei' as two words: what the product lacks.
  return head.filter((w, i) => !FREE.has(w.text) && !FREE.has(head[i + 1]?.text ?? ''));
}

/**
 * Finds the OFF categories a product name names, in en/de/fr/it. `rank` orders them: a food named
 * after a place (Gruyère, Appenzeller) after every other food word, since in "Gruyères Saucisson"
 * or "Appenzeller Bärli Biber" the place or brand is not what the product is; the first parts of
 * a hyphenated compound and German compound heads (Vollmilchschokolade → Schokolade) after whole
 * words. Words after "mit/avec/with/aux/aus/sans…" are not looked at: they say what the product
 * is made with or lacks. `extraNames` adds names the taxonomy lacks.
 */
export function createNameMatcher(taxonomy: Taxonomy, extraNames: Record<string, string> = {}) {
  const byName = new Map<string, string>();
  for (const [name, id] of Object.entries(extraNames)) byName.set(words(name).join(' '), id);
  for (const [name, id] of taxonomy.byName) {
    const key = words(name).join(' ');
    if (!byName.has(key)) byName.set(key, id);
  }
  const placeNamed = (id: string) => taxonomy.placeNamed.has(id);

  return (name: string, nameIndex = 0): NameCandidate[] => {
    const list = headWords(name);
    const found: NameCandidate[] = [];
    const add = (id: string, start: number, length: number, compound: boolean, text: string) =>
      found.push({
        id,
        words: text,
        // place, flavour-like (decided by the mapper), modifier, compound head, which name,
        // longer, earlier
        rank: [
          +placeNamed(id),
          0,
          +list[start + length - 1]!.modifier,
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
