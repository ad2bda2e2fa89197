// Which words of the whole-text passes occur in a text, found in one pass (text/needles.ts) and
// shared by them: each group lists words every match of an expression contains, so a pass skips
// the expression when none is here. A pass of a text cut from the scanned one may use the scanned
// text's hints: a cut takes a slice (or cuts a prefix) or replaces a span by a separator ("; ",
// " ", ". ", or "%, " put before a space by separateBareShares), and every separator ends in a
// space. No needle holds a space, ";" or "%", nor ends in "." or ",", so none can overlap a
// separator: a needle in the cut text was in the scanned text (needles.test.ts checks the rule).
// Skipping is then a pure saving, never a change.
import { compileNeedleTables, countOf, scannerOf } from './needles';

export { countOf };

/** One bit per group; the expression each guards is named in NEEDLES. */
export const HINT = {
  claim: 1 << 0,
  allergen: 1 << 2,
  nutrientRow: 1 << 3,
  nutrition: 1 << 4,
  cui: 1 << 5,
  afterCui: 1 << 6,
  grams: 1 << 7,
  claimWithout: 1 << 8,
  claimFree: 1 << 9,
  address: 1 << 10,
  claimReduced: 1 << 11,
  enthalten: 1 << 12,
  rare: 1 << 13,
  spuren: 1 << 14,
  contenir: 1 << 15,
  rareTrace: 1 << 16,
  header: 1 << 17,
  storage: 1 << 18,
  trace: 1 << 19,
  contain: 1 << 20,
  claimNo: 1 << 21,
  decimal: 1 << 22,
  contains: 1 << 23,
  italianTrace: 1 << 24,
  statement: 1 << 25,
  bound: 1 << 26,
  typography: 1 << 27,
} as const;

/**
 * Every bit set: as if every group's word were in the text, so every expression runs (an ungated
 * engine, engine.ts EngineOptions, and callers without hints).
 */
export const ALL_HINTS = -1;

export const NEEDLES: [number, string[]][] = [
  // A needle is a word every match holds, or a part of it: a shorter part makes fewer automaton
  // states (a smaller table, fewer cache misses) and wakes its group rarely more often.
  // claim-phrases CLAIM_HINT and statements HINT: every claim or statement names its topic.
  [HINT.claim, ['lact', 'lakt', 'latto', 'gluten', 'glutine', 'milchzu']],
  // prepare COMPAT and the "&" of an entity (one character each, never put in by a cut).
  [HINT.typography, ['&', '\u00a0']],
  // statements STATEMENT, by the word of its subject (or a "<" before the number, looked for apart)
  // and BRACKETED, by the word of its comparison (or "<").
  [HINT.statement, ['gehalt', 'anteil', 'teneur', 'taux', 'tenore', 'contenuto', 'residuo']],
  [HINT.statement, ['content']],
  [HINT.bound, ['unter', 'weniger', 'kleiner', 'max', 'höchst', 'rieur', 'sous', 'moins']],
  [HINT.bound, ['inferio', 'meno', 'less', 'below', 'under']],
  // sections MARKER and parse-ingredients HEADER: a section header's word (sections.test.ts).
  [HINT.header, ['zutaten', 'grédients', 'ingredi', 'zusammens', 'composition']],
  // parse-ingredients STORAGE: a word of each of its phrases (not "conserv": most texts with it
  // name a preservative, "conservateur", and keep no storage note).
  [HINT.storage, ['aufbew', 'kühl', 'haltbar', 'öffnen', 'conserve', 'conservare']],
  [HINT.storage, ['conservation', 'entrepos', 'préfé', 'ouvert', 'entamé', 'fabricat']],
  [HINT.storage, ['consommer', 'store', 'before', 'refrig', 'opened', 'consumarsi']],
  [HINT.storage, ['apertura', 'aperto', 'agiter', 'agitare', 'shake', 'schütt']],
  [HINT.storage, ['consommateur', 'kundend', 'consumatori']],
  // not-ingredients: the allergen-note pre-check, and NUTRIENT (one word of its pre-check each).
  [HINT.allergen, ['allerg']],
  [HINT.contains, ['contient', 'enthält', 'contains', 'contiene']],
  // Not "prot", "kohlen", "carbo" or "grass": they count "Milchprotein", "Kohlensäure" and every
  // "carbonate" (three times as many texts would look for a table row).
  [HINT.nutrientRow, ['ballast', 'fibre', 'eiwei', 'protéines', 'proteine', 'kohlenhy', 'glucid']],
  [HINT.nutrientRow, ['carboi', 'carboh', 'lipid', 'grasses', 'grassi', 'fett', 'nergi']],
  // not-ingredients TABLE_WORDS: a word of each alternative; OF_WHICH ("di cui") takes both of its
  // words, and GRAMS_OF ("12 g fett") one of its nutrients.
  [HINT.nutrition, ['kj', 'kcal', 'hrwert', 'valeur', 'nutrition', 'valori', 'nutrizi']],
  [HINT.nutrition, ['brennw', 'davon', 'dont', 'which', 'satur', 'igte', 'mg', 'ralisat']],
  [HINT.nutrition, ['composant']],
  [HINT.cui, ['cui']],
  [HINT.afterCui, ['acidi', 'zuccheri', 'saturi']],
  [HINT.grams, ['fett', 'fat', 'zucker', 'sugar', 'eiwei', 'protein', 'kohlenh']],
  [HINT.grams, ['carboh', 'glucides', 'lipides', 'ballast']],
  // claim-phrases CLAIM_PATTERNS, one group per pattern (its `hint`).
  [HINT.claimWithout, ['sans', 'ohne', 'senza', 'without', 'zero', 'free', 'frei']],
  [HINT.claimWithout, ['exempt', 'priv']],
  // Its "no" and "sin", apart: one of them is in most texts ("noisettes", "raisins").
  [HINT.claimNo, ['no', 'sin']],
  // Its words (ï and í read as i), and the delactosed pattern's (5 texts in 21,879): one bit.
  [HINT.claimFree, ['frei', 'free', 'delatto', 'delactos', 'délactos']],
  [HINT.claimReduced, ['arm', 'reduz', 'reduced', 'low', 'pauvre', 'réduite', 'ridotto']],
  [HINT.claimReduced, ['basso', 'geringe', 'faible']],
  // traces PATTERNS: a word each of them contains (see the pattern's `needs`).
  [HINT.enthalten, ['enthalten']],
  [HINT.spuren, ['spuren']],
  [HINT.contenir, ['contenir']],
  // The six factory patterns and "traces éventuelles" share one group: together they wake in
  // under 1 % of texts.
  [HINT.rareTrace, ['betrieb']],
  [HINT.rareTrace, ['équipement', 'ligne', 'atelier', 'site', 'usine', 'stabilimento']],
  [HINT.rareTrace, ['éventuelle', 'possible', 'potentielle']],
  [HINT.trace, ['trace']],
  [HINT.contain, ['contain']],
  [HINT.rareTrace, ['handles', 'processes', 'uses', 'packs']],
  // "a pu être en contact avec", "in Kontakt", "in contatto con", "in contact with".
  [HINT.rareTrace, ['contact', 'kontakt', 'contatto']],
  // The two Italian patterns share one (under 1 % of texts).
  [HINT.italianTrace, ['contenere', 'tracce']],
  // read-item ADDRESS (/i), tested over each whole list: one word of each alternative ("0" is a
  // digit). 14 % of texts have one ("viande" holds "via"), and 0.8 % of lists an address.
  [HINT.address, ['ges', 'gmbh', 's.a', 'stra', 'rue', 'via', '-0', 'www', 'http', '@']],
  [HINT.address, ['.c', '.d', '.f', '.i', 'herstell', 'vertrieb', 'distribu', 'produit']],
  [HINT.address, ['prodotto', 'manufact', 'produced']],
  // item-gates RARE_WORDS (/iu), tested over each whole list: its words.
  [HINT.rare, ['quival', 'orresp', 'orrisp', 'entspr', 'gehalt', 'teneur', 'tenore']],
  [HINT.rare, ['conten', 'total', 'gesamtgew', 'lact', 'lakt', 'latto', 'glut', 'milchzu']],
  // percent.ts separateBareShares: every match of its pre-check SPACED_DECIMAL holds /\d[.,]\d/.
  [HINT.decimal, ['0.0', '0,0']],
];

/** The automaton of NEEDLES, also run by parse/scan-markers.ts. */
export const HINT_TABLES = compileNeedleTables(NEEDLES, HINT.nutrientRow);

/**
 * The HINT bits of the groups that have a word in `text`; countOf gives how many nutrient-row
 * words end in it (each NUTRIENT match holds one, so fewer than three make no table row).
 */
export const scanHints = scannerOf(HINT_TABLES);
