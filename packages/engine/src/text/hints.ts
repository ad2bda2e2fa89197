// Which words of the whole-text passes occur in a text, found in one pass (text/needles.ts) and
// shared by them: each group lists words every match of an expression contains, so a pass skips
// the expression when none is here. A pass of a text cut from the scanned one (a slice, or spans
// replaced by a separator) may use the scanned text's hints: needles hold letters only (or one
// character no cut puts in), so a needle in the cut text was in the scanned text. Skipping is
// then a pure saving, never a change.
import { compileNeedles, countOf } from './needles';

export { countOf };

/** One bit per group; the expression each guards is named in NEEDLES. */
export const HINT = {
  claim: 1 << 0,
  notes: 1 << 1,
  allergen: 1 << 2,
  nutrientRow: 1 << 3,
  nutrition: 1 << 4,
  cui: 1 << 5,
  afterCui: 1 << 6,
  grams: 1 << 7,
  claimWithout: 1 << 8,
  claimFree: 1 << 9,
  claimDelactosed: 1 << 10,
  claimReduced: 1 << 11,
  enthalten: 1 << 12,
  betrieb: 1 << 13,
  spuren: 1 << 14,
  contenir: 1 << 15,
  rareTrace: 1 << 16,
  header: 1 << 17,
  storage: 1 << 18,
  trace: 1 << 19,
  contain: 1 << 20,
  claimNo: 1 << 21,
  contenere: 1 << 22,
  contains: 1 << 23,
  tracce: 1 << 24,
  statement: 1 << 25,
  bound: 1 << 26,
  typography: 1 << 27,
} as const;

const NEEDLES: [number, string[]][] = [
  // claim-phrases CLAIM_HINT and statements HINT: every claim or statement names its topic.
  [HINT.claim, ['lact', 'lakt', 'latto', 'gluten', 'glutine', 'milchzucker']],
  // prepare COMPAT and the "&" of an entity (one character each, never put in by a cut).
  [HINT.typography, ['&', '\u00a0']],
  // statements STATEMENT, by the word of its subject (or a "<" before the number, looked for apart)
  // and BRACKETED, by the word of its comparison (or "<").
  [HINT.statement, ['gehalt', 'anteil', 'teneur', 'taux', 'tenore', 'contenuto', 'residuo']],
  [HINT.statement, ['content']],
  [HINT.bound, ['unter', 'weniger', 'kleiner', 'max', 'höchstens', 'rieur', 'sous', 'moins']],
  [HINT.bound, ['inferiore', 'meno', 'less', 'below', 'under']],
  // parse-ingredients NOTES_HINT ("une fois" and "best before" by one word).
  [HINT.notes, ['zutaten', 'grédients', 'gredients', 'ingredi', 'zusammensetzung', 'composition']],
  // sections MARKER and parse-ingredients HEADER: a section header's word (sections.test.ts).
  [HINT.header, ['zutaten', 'grédients', 'ingredi', 'zusammensetzung', 'composition']],
  [
    HINT.notes,
    ['aufbewahr', 'kühl', 'haltbar', 'öffnen', 'conserv', 'entrepos', 'préférence', 'fabrication'],
  ],
  [HINT.notes, ['consommer', 'fois', 'store', 'before', 'refrigerat', 'opened', 'consumarsi']],
  [HINT.notes, ['apertura', 'aperto', 'agit', 'shake', 'schütteln', 'ouverture', 'service']],
  [HINT.notes, ['kundendienst', 'servizio']],
  // parse-ingredients STORAGE: a word of each of its phrases (fewer than NOTES_HINT has: most
  // texts with "conserv" name a preservative, "conservateur", and keep no storage note).
  [HINT.storage, ['aufbewahrung', 'kühl', 'haltbar', 'öffnen', 'conserve', 'conservare']],
  [HINT.storage, ['conservation', 'entreposage', 'préférence', 'ouvert', 'entamé', 'fabrication']],
  [HINT.storage, ['consommer', 'store', 'before', 'refrigerated', 'opened', 'consumarsi']],
  [HINT.storage, ['apertura', 'aperto', 'agiter', 'agitare', 'shake', 'schütteln']],
  [HINT.storage, ['consommateur', 'kundendienst', 'consumatori']],
  // not-ingredients: the allergen-note pre-check, and NUTRIENT (one word of its pre-check each).
  [HINT.allergen, ['allerg']],
  [HINT.contains, ['contient', 'enthält', 'contains', 'contiene']],
  [
    HINT.nutrientRow,
    ['ballast', 'fibre', 'eiwei', 'prot', 'kohlen', 'glucid', 'carbo', 'lipid', 'grass', 'fett'],
  ],
  [HINT.nutrientRow, ['nergi']],
  // not-ingredients TABLE_WORDS: a word of each alternative; OF_WHICH ("di cui") takes both of its
  // words, and GRAMS_OF ("12 g fett") one of its nutrients.
  [HINT.nutrition, ['kj', 'kcal', 'hrwert', 'valeur', 'nutrition', 'valori', 'nutrizionale']],
  [HINT.nutrition, ['brennwert', 'davon', 'dont', 'which', 'satur', 'igte', 'mg', 'ralisation']],
  [HINT.nutrition, ['composant']],
  [HINT.cui, ['cui']],
  [HINT.afterCui, ['acidi', 'zuccheri', 'saturi']],
  [HINT.grams, ['fett', 'fat', 'zucker', 'sugar', 'eiwei', 'protein', 'kohlenhydrate']],
  [HINT.grams, ['carbohydrate', 'glucides', 'lipides', 'ballaststoffe']],
  // claim-phrases CLAIM_PATTERNS, one group per pattern (its `hint`).
  [HINT.claimWithout, ['sans', 'ohne', 'senza', 'without', 'zero', 'free', 'frei']],
  [HINT.claimWithout, ['exempt', 'priv']],
  // Its "no" and "sin", apart: one of them is in most texts ("noisettes", "raisins").
  [HINT.claimNo, ['no', 'sin']],
  [HINT.claimFree, ['frei', 'freï', 'freí', 'free']],
  [HINT.claimDelactosed, ['delattosat', 'delactos', 'délactos']],
  [HINT.claimReduced, ['arm', 'reduziert', 'reduced', 'low', 'pauvre', 'réduite', 'ridotto']],
  [HINT.claimReduced, ['basso', 'geringe', 'faible']],
  // traces PATTERNS: a word each of them contains (see the pattern's `needs`).
  [HINT.enthalten, ['enthalten']],
  [HINT.betrieb, ['betrieb']],
  [HINT.spuren, ['spuren']],
  [HINT.contenir, ['contenir']],
  // The four factory patterns and "traces éventuelles" share one group: together they wake in
  // under 1 % of texts.
  [HINT.rareTrace, ['équipement', 'ligne', 'atelier', 'site', 'usine', 'stabilimento']],
  [HINT.rareTrace, ['éventuelle', 'possible', 'potentielle']],
  [HINT.trace, ['trace']],
  [HINT.contain, ['contain']],
  [HINT.rareTrace, ['handles', 'processes', 'uses', 'packs']],
  [HINT.contenere, ['contenere']],
  [HINT.tracce, ['tracce']],
];

/**
 * The HINT bits of the groups that have a word in `text`; countOf gives how many nutrient-row
 * words end in it (each NUTRIENT match holds one, so fewer than three make no table row).
 */
export const scanHints = compileNeedles(NEEDLES, HINT.nutrientRow);
