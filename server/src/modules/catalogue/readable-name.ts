import { prepareText } from '@safeshelf/engine';
import { HOUSE_PREFIXES, findHouseBrand } from './house-brands.js';
import { normaliseText } from './normalise.js';

/** A product name as a shopper reads it: what the product is, apart from who sells it. */
export interface ReadableName {
  name: string;
  /** The brand the name began with ("Coop : …", "Migros Bio …"), when the source had none. */
  brand?: string;
  /** The retailer's range ("Qualité & Prix", "Naturaplan", "M-Classic"). */
  range?: string;
}

/** Says whether a text names a food (a category of the taxonomy): "Vanille-Aprikose" does, "Karma" not. */
export type NamesFood = (text: string) => boolean;

// Letters a lost character (U+FFFD, or "?" between two letters) most likely was in de/fr/it/es names.
const LOST = /\ufffd|(?<=\p{L})\?(?=\p{L})/u;
const CANDIDATES = [...'éèêëàâäáîïíôöóœûüúùçñß'];
/** Words with at most this many lost letters are repaired (3 give 10,648 spellings to look up). */
const MAX_LOST = 3;

/**
 * Repairs words whose letters an export lost ("Pur�e", "Mati?re", "B?uf"): each lost letter is tried
 * as the accented letters of de/fr/it/es, and the spelling the food vocabulary uses most wins
 * ("purée", "matière", "bœuf"); the case of the letters around it is kept. A lost character
 * before a final s or after d/l with nothing in the vocabulary was an apostrophe ("Sainsbury’s").
 * Words it cannot explain stay as they are.
 */
export function repairLostLetters(text: string, vocabulary: ReadonlyMap<string, number>): string {
  if (!LOST.test(text)) return text;
  return text.replace(/[\p{L}\ufffd?'’]+/gu, (word) => {
    if (!LOST.test(word)) return word;
    const lower = [...word.toLowerCase()];
    const slots = lower.flatMap((c, i) =>
      c === '\ufffd' || (c === '?' && i > 0 && i < lower.length - 1) ? [i] : [],
    );
    const best = { spelling: [] as string[], count: 0 };
    const tryAll = (k: number) => {
      if (k === slots.length) {
        const count = vocabulary.get(lower.join('')) ?? 0;
        if (count > best.count) [best.spelling, best.count] = [[...lower], count];
        return;
      }
      for (const letter of CANDIDATES) {
        lower[slots[k]!] = letter;
        tryAll(k + 1);
      }
    };
    if (slots.length <= MAX_LOST) tryAll(0);
    const chars = [...word];
    if (best.count) {
      for (const i of slots) {
        const letter = best.spelling[i]!;
        chars[i] = chars[i - 1] && isUpper(chars[i - 1]!) ? letter.toUpperCase() : letter;
      }
      return chars.join('');
    }
    return word.replace(/(?<=\p{L})\ufffd(?=s$)|(?<=\b[dlDL])\ufffd(?=\p{L})/u, '’');
  });
}

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();

/** The food words of the taxonomies (de/fr/it/es/en names, accents kept) and how often each occurs. */
export function buildVocabulary(taxonomyTexts: string[]): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const text of taxonomyTexts) {
    for (const line of text.split('\n')) {
      const m = /^[a-z]{2}:(.*)$/.exec(line);
      if (!m) continue;
      for (const w of m[1]!.toLowerCase().split(/[^\p{L}]+/u))
        if (w.length >= 2 && /[^a-z]/.test(w)) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
    }
  }
  return vocabulary;
}

interface Token {
  text: string;
  key: string;
}
const tokens = (text: string): Token[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => ({ text: t, key: normaliseText(t) }));
/** Tokens that carry a word ("&", "-" and ":" carry none). */
const wordsOf = (list: Token[]) => list.filter((t) => t.key);

/** How many leading tokens of `list` spell `words` (normalised), or 0. */
function prefixLength(list: Token[], words: string[]): number {
  let w = 0;
  for (let i = 0; i < list.length; i++) {
    if (w === words.length) return i;
    const key = list[i]!.key;
    if (!key) continue;
    const parts = key.split(' ');
    if (words.slice(w, w + parts.length).join(' ') !== key) return 0;
    w += parts.length;
  }
  return w === words.length ? list.length : 0;
}

/** The text with leading separators, trailing separators and doubled words removed. */
function tidy(list: Token[]): string {
  const out: Token[] = [];
  for (const t of list) if (!(t.key && t.key === out.at(-1)?.key)) out.push(t);
  return out
    .map((t) => t.text)
    .join(' ')
    .replace(/^[\s\-–:,;.|/]+|[\s\-–:,;|/]+$/g, '');
}

/**
 * Reads a raw catalogue name ("Coop : Freeform : Halbentrahmte Milch", "Coop Qualité & Prix
 * Cervelas Fleisch", "Migros Bio Bio Cashew-Kerne", "Passata Pur�e de tomate") as a shopper
 * should: typography and entities folded (the engine's prepareText), lost letters repaired, the
 * brand and range prefixes set apart, the product's own brand not repeated, doubled words once.
 * A prefix is set apart only when what remains still names a food, so "Coca-Cola Zero" keeps its
 * brand and a name is never emptied.
 */
export function createNameReader(vocabulary: ReadonlyMap<string, number>, namesFood: NamesFood) {
  return (raw: string, ownBrand?: string): ReadableName => {
    const text = repairLostLetters(prepareText(raw), vocabulary).replace(/\s+/g, ' ').trim();
    const out: ReadableName = { name: text };
    // FoodRepo writes "Brand : Range : Name": leading parts that name no food are brand and range,
    // as long as what follows them still does ("DelMonte : Fruchtcocktail : Leicht Gezuckert" keeps
    // its cocktail).
    const parts = text.split(/\s+:\s+/).filter(Boolean);
    for (const key of ['brand', 'range'] as const) {
      if (parts.length < 2) break;
      const known = findHouseBrand(key === 'range' ? `${out.brand} ${parts[0]}` : parts[0]!);
      if (!known && (namesFood(parts[0]!) || !namesFood(parts.slice(1).join(' ')))) break;
      out[key] = parts.shift();
    }
    // "Naturaplan : …" is Coop's range, "MIGROS : …" Migros: the retailer becomes the brand.
    const house = out.brand ? findHouseBrand(out.brand) : undefined;
    if (house) {
      const range = out.range ? findHouseBrand(`${house.brand} ${out.range}`) : undefined;
      out.brand = house.brand;
      out.range = range?.range ?? out.range ?? house.range;
    }
    let list = tokens(parts.join(' '));
    const rest = (n: number) => list.slice(n);
    const keepsWords = (n: number) => n > 0 && wordsOf(rest(n)).some((t) => t.key.length >= 3);
    const keepsFood = (n: number) => keepsWords(n) && namesFood(tidy(rest(n)));
    // A retailer's house brand and range written before the name ("Coop Qualité & Prix …").
    if (!out.brand) {
      for (const house of HOUSE_PREFIXES) {
        const n = prefixLength(list, house.words);
        if (!keepsWords(n)) continue;
        out.brand = house.brand;
        out.range = house.range;
        list = rest(n);
        break;
      }
    }
    // The product's own brand again at the start of its name ("Walkers" · "Walkers Shortbread").
    for (const brand of [ownBrand, out.brand, out.range]) {
      if (!brand) continue;
      const n = prefixLength(list, normaliseText(brand).split(' ').filter(Boolean));
      if (keepsFood(n)) list = rest(n);
    }
    out.name = tidy(list) || text;
    if (!wordsOf(tokens(out.name)).length) out.name = text;
    return out;
  };
}
export type NameReader = ReturnType<typeof createNameReader>;
