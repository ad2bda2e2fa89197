// Parts of an "ingredient text" that are not ingredients (DOMAIN.md "What is not an ingredient"):
// nutrition tables pasted after (or instead of) the list, and the pack's allergen notes
// ("Contient du lait.", "Allergeni: glutine", "Info allergies: Contient du gluten").
import { countOf, HINT, scanHints } from '../text/hints';
import { searchFrom } from './table-head';

/**
 * Words only a nutrition table uses; one of them means a table starts around it (OCR accents too).
 * One expression in three, each run only when words every match of it holds are here (text/hints.ts):
 * where the first of them matches is where the three-part alternation would first match.
 */
const TABLE_WORDS =
  /\d\s*(?:kj|kcal)\b|\b(?:kj|kcal)\b|n[äaà]e?hrwert\w*|valeurs?\s+(?:nutri\w*|[ée]nerg[ée]tiques?)|informations?\s+nutritionnelles?|nutrition(?:al)?\s+(?:facts|information|values|declaration)|valori\s+nutri\w*|dichiarazione\s+nutrizionale|brennwert|davon\s+ges[äaàâ]tt?igte|davon\s+zucker|dont\s+(?:acides\s+gras|sucres)|of\s+which\s+(?:saturates|sugars)|acides\s+gras\s+satur[ée]s|ges[äaàâ]tt?igte\s+fetts[äaàâ]uren|acidi\s+grassi\s+saturi|saturated\s+fat|\bmg\s*\/\s*l\b|min[ée]ralisation\s+totale|composants?\s+caract[ée]ristiques/i;
/** "di cui" wakes on "biscuit" and "acidifiant" together: its own expression is cheap to run. */
const OF_WHICH = /di\s+cui\s+(?:acidi|zuccheri|saturi)/i;
const GRAMS_OF =
  /\d+(?:[.,]\d+)?\s*g\s+(?:fett|fat|zucker|sugars?|eiwei(?:ss|ß)|proteins?|kohlenhydrate|carbohydrates?|glucides|lipides|ballaststoffe)\b/i;
/**
 * Table words just before the first marker belong to the table ("fett I matières grasses davon …").
 * Each alternative takes its own input (one separator character at a time, no word two ways): a
 * repeated group whose parts could split the same text differently backtracks exponentially, as
 * OCR's "III I I I I I I I I I I I I | 11 …" (7622210396587) showed — the parser never returned.
 */
export const TABLE_HEAD =
  /(?:[\s|/:()I<>≤%*]|\d+(?:[.,]\d+)?\s*%\s*\p{L}+\s*,|\b(?:davon|dont|di\s+cui|of\s+which|\p{L}es[äaàâ]tt?igte|fetts[äaàâ]uren|acides\s+gras|satur[ée]s|kohlenhydrate|glucides|fett|fat|lipides|graisses|grassi|mati[èe]res?\s+grasses|[ée]nergie|energy|energia|eiweiss|prot[ée]ines?|g|ml|pro|per|pour|je|enthalten|contiennent|contengono|contain|durchschnittliche|moyennes?|average|scheibe|tranche|portion|portions|st[üu]ck|pi[èe]ce|serving|glas|verre|bicchiere|fetta|porzione|\d+(?:[.,]\d+)?)\b)+$/giu;

/**
 * Where TABLE_HEAD first matches in `before` (its length: nowhere). The search starts after the
 * last character no table word can hold (table-head.ts): the same first match, found without
 * trying every position of the list before it (17 µs per call over a 430-character list).
 */
function tableHeadAt(before: string, gated: boolean): number {
  TABLE_HEAD.lastIndex = gated ? searchFrom(before) : 0;
  return TABLE_HEAD.exec(before)?.index ?? before.length;
}

/** Nutrients named in a row ("Ballaststoffe fibres alimentaires … Eiweiss … Salz sel") make a table. */
const NUTRIENT =
  /(?<![\p{L}])(?:ballaststoffe|fibres?\s+alimentai\w*|eiwei(?:ss|ß)|prot[ée]ines|proteine|kohlenhydrate|glucides|carboidrati|carbohydrates?|lipides|matières\s+grasses|grassi|fett(?![\p{L}])|energie|[ée]nergie|energia)/giu;
const NUTRIENTS_IN_A_ROW = 3;
const ROW_WINDOW = 80;

/** A list separates its items with commas; a table row does not ("Fett/matières grasses/grassi"). */
const LIST_MARK = /[,;(]/u;

function firstNutrientRow(text: string): number | undefined {
  const at: number[] = [];
  // exec, not matchAll (which copies the expression each call); no match is empty.
  NUTRIENT.lastIndex = 0;
  for (let m = NUTRIENT.exec(text); m !== null; m = NUTRIENT.exec(text)) {
    const i = m.index ?? 0;
    const previous = at[at.length - 1];
    if (previous !== undefined && LIST_MARK.test(text.slice(previous, i))) at.length = 0;
    at.push(i);
    const n = at.length;
    if (n >= NUTRIENTS_IN_A_ROW && i - (at[n - NUTRIENTS_IN_A_ROW] as number) <= ROW_WINDOW)
      return at[n - NUTRIENTS_IN_A_ROW];
  }
  return undefined;
}

/** Where a nutrition table's words first appear (Infinity: nowhere). */
function firstTableWord(text: string, hints: number): number {
  let at = Infinity;
  if ((hints & HINT.nutrition) !== 0) at = TABLE_WORDS.exec(text)?.index ?? at;
  if ((hints & HINT.cui) !== 0 && (hints & HINT.afterCui) !== 0)
    at = Math.min(at, OF_WHICH.exec(text)?.index ?? at);
  if ((hints & HINT.grams) !== 0) at = Math.min(at, GRAMS_OF.exec(text)?.index ?? at);
  return at;
}

/**
 * The text up to where a pasted nutrition table begins (all of it when there is none).
 * `hints`: scanHints of this text or of one it was cut from.
 */
/** `gated` false (an ungated engine): TABLE_HEAD is tried from the start (no searchFrom). */
export function cutNutritionTable(text: string, hints = scanHints(text), gated = true): string {
  // Every NUTRIENT match holds a word of the nutrient-row group: a row needs three of them.
  const row = countOf(hints) >= NUTRIENTS_IN_A_ROW ? firstNutrientRow(text) : undefined;
  const index = Math.min(firstTableWord(text, hints), row ?? Infinity);
  if (index === Infinity) return text;
  const before = text.slice(0, index);
  return before.slice(0, tableHeadAt(before, gated));
}

const ALLERGEN_HEADER =
  /(?:^|(?<=[\s.;,(]))(?:allerg(?:en(?:e|i|s)?|ènes?|y\s+advice|ie-?hinweis|ie-?info|iker-?hinweis|ikerinfo(?:rmation)?)|infos?\s+allergi\w*|informations?\s+allerg\w*|hinweis\s+f[üu]r\s+allergiker)\s*:\s*([^.]*)(?:\.|$)/giu;
/**
 * "Contient: lait", at the start or after "." or ";". The word comes first and the lookbehind
 * checks what stands before it: the same matches as `(?:^|(?<=[.;]\s*))(?:contient|…)`, 2.6 times
 * faster, as the expression no longer tries a lookbehind at every position.
 */
const CONTAINS =
  /(?:contient|enthält|contains|contiene)(?<=(?:^|[.;]\s*)(?:contient|enthält|contains|contiene))\s*:?\s+([^.;()]+)/giu;
/** What a trace statement starts with (parse/traces.ts reads it). */
const MAY_CONTAIN =
  /^\s*(?:peut\s+contenir|kann|k[öo]nnen|may\s+contain|can\s+contain|pu[òo]\s+contenere|traces?\b|spuren\b|tracce\b)/iu;
/** "voir ingrédients en gras", "siehe fettgedruckte Zutaten": points to the list, names nothing. */
const POINTER =
  /gras|fett|bold|grassetto|fettgedruckt|majuscules|capitals|maiuscolo|siehe|voir|see|vedi/iu;
const NAME_SPLIT =
  /\s*(?:,|;|\/|\bund\b|\band\b|\bet\b|\be\b|\bsowie\b|\bcontient\b|\benthält\b|\bcontains\b|\bcontiene\b)\s*/i;
const FILLER =
  /^(?:du|de la|des|de l['’]|d['’]|de|von|of|the|del|della|dei|delle|di|il|lo|la|le|les)\s+/iu;

function addNames(list: string, names: string[]): void {
  if (POINTER.test(list)) return;
  for (const part of list.split(NAME_SPLIT)) {
    const name = part
      .trim()
      .replace(FILLER, '')
      .replace(/[:*]+$/, '')
      .trim();
    if (name) names.push(name);
  }
}

/** Brackets opened minus brackets closed in text[0, at): counted, not sliced and matched. */
function openedBefore(text: string, at: number): number {
  let opened = 0;
  for (let i = 0; i < at; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) opened++;
    else if (c === 41) opened--;
  }
  return opened;
}

/**
 * The text with allergen notes cut out; the names they give, as written ("lait", "glutine"), go to
 * `names` (filled in, not made: most texts have none). A bracketed "(contient lait)" stays: it
 * belongs to its ingredient. `hints`: scanHints of this text or of one it was cut from.
 */
export function extractAllergenNotes(
  text: string,
  names: string[],
  hints = scanHints(text),
): string {
  // A header note holds "allerg", a "contains" note one of its four words (text/hints.ts).
  let rest = text;
  if ((hints & HINT.allergen) !== 0)
    rest = rest.replace(ALLERGEN_HEADER, (_m, list: string) => {
      // "Info allergies: Peut contenir des noisettes": a trace statement under the heading stays
      // in the text for the trace pass, without its heading.
      if (MAY_CONTAIN.test(list)) return `. ${list}.`;
      addNames(list, names);
      return '. ';
    });
  if ((hints & HINT.contains) === 0) return rest;
  rest = rest.replace(CONTAINS, (m, list: string, at: number) => {
    if (openedBefore(rest, at) > 0) return m;
    addNames(list, names);
    return ' ';
  });
  return rest;
}
