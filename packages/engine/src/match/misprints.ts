// Misprints seen on real Swiss packs, as data (issue 26 point 4): what is written, what it means
// (the same words written right), and where it was seen (barcode and source in ../shared/data:
// Lifyzer = lifyzer_off2019_swiss_barcodes.csv, FoodRepo = foodrepo_ch_2018.csv). Each is a whole
// name or word that means nothing else; there is no fuzzy matching. misprints.test.ts holds every
// row: the misprint reads as its right form, and it is still written so where it was seen.
// General OCR confusions are rules, not rows: a capital I read for a lower-case l at a word's start
// ("Iait", matcher.ts), "100" read as "l oo" in content statements (claims/statements.ts).
import type { ReadLang } from '../types';
import type { TaxonomyEntry } from '../knowledge';

export interface Misprint {
  /** As printed (any case; accents as printed). */
  written: string;
  lang: ReadLang;
  /** The same name written right: the misprint is read as this. */
  means: string;
  /** The canonical id both name (for a whole name; a `word` row takes the id of its right form). */
  id?: string;
  /** A single word, read as its right form wherever it stands in a name ("contient du lat"). */
  word?: true;
  /** Barcode and source of a product where it is printed so, with the text around it. */
  seen: string;
}

export const MISPRINTS: readonly Misprint[] = [
  {
    written: 'products laitiers',
    lang: 'fr',
    means: 'produits laitiers',
    id: 'en:dairy',
    seen: '7613269187257 Lifyzer: "sucre, products laitiers en poudre 12%"',
  },
  {
    written: 'lati écrémé',
    lang: 'fr',
    means: 'lait écrémé',
    id: 'en:skimmed-milk',
    seen: '7610200371133 Lifyzer: "Lati écrémé, sucre, sucre caramélisé"',
  },
  {
    written: 'lati entier',
    lang: 'fr',
    means: 'lait entier',
    id: 'en:whole-milk',
    seen: '7616500656109 Lifyzer: "beurre de cacao, lati entier en poudre"',
  },
  {
    written: 'lati écrémé en poudre',
    lang: 'fr',
    means: 'lait écrémé en poudre',
    id: 'en:skimmed-milk-powder',
    seen: '7613356159785 Lifyzer: "lati écrémé en poudre, pépites"',
  },
  {
    written: 'lati entier en poudre',
    lang: 'fr',
    means: 'lait entier en poudre',
    id: 'en:whole-milk-powder',
    seen: '7616500656109 Lifyzer: "beurre de cacao, lati entier en poudre"',
  },
  {
    written: 'géré gras',
    lang: 'fr',
    means: 'séré gras',
    id: 'en:quark',
    seen: '7610900114115 Lifyzer: "Géré gras, sucre, fraises 10%"',
  },
  {
    written: 'cème à café',
    lang: 'fr',
    means: 'crème à café',
    id: 'en:coffee-cream',
    seen: '7617027937559 FoodRepo: "cème à café bio"',
  },
  {
    written: 'bleé',
    lang: 'fr',
    means: 'blé',
    id: 'en:wheat',
    seen: '7613031224159 Lifyzer: "protéines de bleé, arômes"',
  },
  {
    // The taxonomy's "lactiques" alone would make it dairy.
    written: 'fermants lactiques',
    lang: 'fr',
    means: 'ferments lactiques',
    id: 'en:lactic-ferments',
    seen: '7610900035533 Lifyzer (Emmentaler AOP): "Lait suisse, sel, fermants lactiques, présure"',
  },
  {
    // "moules" (mussels) for "moulues" (ground): read so, the marzipan holds a mollusc.
    written: 'amandes moules',
    lang: 'fr',
    means: 'amandes moulues',
    id: 'en:ground-almonds',
    seen: '4003754092006 FoodRepo (Lübecker Marzipan): "sucre, amandes moules, pâte de cacao"',
  },
  {
    // OCR drops the i of a French "LAIT".
    written: 'lat',
    lang: 'fr',
    means: 'lait',
    word: true,
    seen: '7612464732545 Lifyzer: "allergène : contient du lat."; 7622210655844 Lifyzer: "poudre de LAT écrémé"; 3090291396040 FoodRepo: "lat de vache pasteurisé"',
  },
];

/** The whole-name rows as lexicon entries: the written form is one more name of its id. */
export const MISPRINT_NAMES: TaxonomyEntry[] = MISPRINTS.filter((m) => m.id && !m.word).map(
  (m) => ({ id: m.id as string, parents: [], names: { [m.lang]: [m.written] } }),
);

/** The word rows by language: a misprinted word → its right form. */
export const MISPRINT_WORDS: Readonly<Record<ReadLang, ReadonlyMap<string, string>>> = {
  en: new Map(),
  de: new Map(),
  fr: new Map(),
  it: new Map(),
};
for (const m of MISPRINTS)
  if (m.word) (MISPRINT_WORDS[m.lang] as Map<string, string>).set(m.written, m.means);
