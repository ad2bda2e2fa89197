import { CONNECTORS } from './category-names.js';
import type { CompoundSplitter } from './compound.js';
import { foldWord, normaliseText } from './normalise.js';

/**
 * What a product's search document says, by how a word names the product (issue 28 point 1), as
 * tsvector weights that search ranks by:
 * - A: what the product is: its names' words before "mit/avec/with/aux…" and the heads of their
 *   German compounds (Vollkornbrot → brot);
 * - B: who sells it: brand, range, and the retailer's prefix the readable name dropped;
 * - C: what it also names: words after the connector ("Salatsauce mit Honig"), the first parts of
 *   compounds (Brotaufstrich → brot);
 * - D: its shelf: the subcategory's names in en/de/fr, and `@<OFF category>` for the kind of food
 *   and its ancestors ('@en:honeys'), which a query naming a category asks for.
 * Every word also stands in its folded form (singular and plural as one, normalise.ts foldWord).
 */
export interface SearchWordsInput {
  /** The names as a shopper reads them (readable-name.ts), one per language. */
  titles: string[];
  /** The names as printed, for the words the readable names left out (brand prefixes). */
  printed: string[];
  /** Brand and range. */
  seller: string[];
  subcategoryWords: string[];
  /** The product's kind of food and its ancestors (OFF category ids), nearest first. */
  kinds: string[];
}

export interface SearchWords {
  a: string[];
  b: string[];
  c: string[];
  d: string[];
}

const words = (text: string) =>
  normaliseText(text)
    .split(' ')
    .filter((w) => w.length >= 2);
const withFolds = (list: string[]) => list.flatMap((w) => [w, foldWord(w)]);
/** How many kinds (the product's and its nearest ancestors) go into the document. */
const MAX_KINDS = 6;

/** The lexeme that stands for a kind of food ('@en:honeys'). */
export const kindLexeme = (id: string) => `@${id}`;

/**
 * A compound's head (its longest known final part, with 3+ letters before it) and its other known
 * parts: Vollkornbrot → brot / voll, vollkorn; Brotaufstrich → aufstrich / brot.
 */
export function splitHead(word: string, splitter: CompoundSplitter) {
  const parts = splitter(word);
  const head = parts
    .filter((p) => word.endsWith(p) && word.length - p.length >= 3)
    .sort((a, b) => b.length - a.length)[0];
  return { head, modifiers: parts.filter((p) => p !== head && !head?.endsWith(p)) };
}

export function buildSearchWords(input: SearchWordsInput, splitter: CompoundSplitter): SearchWords {
  const a: string[] = [];
  const c: string[] = [];
  for (const title of input.titles) {
    const list = words(title);
    const connector = list.findIndex((w, i) => i > 0 && CONNECTORS.has(w));
    list.forEach((word, i) => {
      const isHead = connector < 0 || i < connector;
      (isHead ? a : c).push(word);
      const { head, modifiers } = splitHead(word, splitter);
      if (head) (isHead ? a : c).push(head);
      c.push(...modifiers);
    });
  }
  const b = [...input.seller.flatMap(words), ...input.printed.flatMap(words)];
  const seen = new Set<string>();
  const keep = (list: string[]) =>
    [...new Set(list)].filter((w) => !seen.has(w) && (seen.add(w), true));
  return {
    a: keep(withFolds(a)),
    b: keep(withFolds(b)),
    c: keep(withFolds(c)),
    d: keep([...input.subcategoryWords, ...input.kinds.slice(0, MAX_KINDS).map(kindLexeme)]),
  };
}

/**
 * The search document as a tsvector literal: each word at its own position with its weight (a
 * word without a position carries no weight: array_to_tsvector's words, used before issue 28,
 * all ranked alike), then the `#`-prefixed diet tokens (see diet-tokens.ts).
 */
export function searchDocument(w: SearchWords, dietTokens: string[]): string {
  const out: string[] = [];
  const add = (list: string[], weight: string) => {
    for (const word of list) out.push(`'${word.replace(/'/g, "''")}':${out.length + 1}${weight}`);
  };
  add(w.a, 'A');
  add(w.b, 'B');
  add(w.c, 'C');
  add(w.d, '');
  add(
    dietTokens.map((t) => `#${t}`),
    '',
  );
  return out.join(' ');
}
