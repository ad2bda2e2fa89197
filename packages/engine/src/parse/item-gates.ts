// Cheap tests that rule out readItem's rarer expressions for most names: each is implied by the
// expressions it guards (a word they need, a first or last letter), so skipping them changes nothing.

/**
 * The first words of LEADING_RELATION, ABSENCE and WHERE, which all start with one of them and a
 * whitespace: one expression rules the three out for most names.
 */
export const FIRST_WORD =
  /^(?:contient|contiennent|enthält|enthalten|contains|contiene|contengono|mit|avec|with|con|inkl\.?|incl\.?|including|y compris|davon|dont|di cui|of which|sans|ohne|senza|without|no|free\s+from|frei\s+von|exempte?|privo|priva|sin|dans|in|im|nel|nella)\s/iu;

/**
 * Every word of EQUIVALENT, CONTENT, SHARE_STATEMENT and CLAIM_HINT (free-from qualifiers) holds one
 * of these, with the same flags: a name without any runs none of them (97 % of names).
 * read-item.test.ts checks each of their words against it.
 */
export const RARE_WORDS =
  /quival|orr[ei]spond|entspr|gehalt|teneur|tenore|conten|total|gesamtgewicht|lact|lakt|latto|glut|milchzucker/iu;

export const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Lower-case ASCII letters as bits, a = 1, and whether an ASCII letter's code (any case) is one. */
function letterBits(letters: string): number {
  let bits = 0;
  for (let i = 0; i < letters.length; i++) bits |= 1 << (letters.charCodeAt(i) - 97);
  return bits;
}
const hasLetter = (bits: number, c: number) => ((bits >> ((c | 32) - 97)) & 1) === 1;

/** First letters (folded) of FIRST_WORD's words, and last letters of TRAILING_CONNECTOR's. */
const FIRST_LETTERS = letterBits('acdefimnopswy');
const LAST_LETTERS = letterBits('cdefhint');
/**
 * Whether a char code can be the first (last) letter of one of those words: any ASCII letter of
 * the set, or (first only) any char that is no ASCII letter (whitespace, or ſ, which the u and i
 * flags read as s). None of the last letters has another char folding to it.
 */
export const mayStart = (c: number) => !isAsciiLetter(c) || hasLetter(FIRST_LETTERS, c);
export const mayEnd = (c: number) => isAsciiLetter(c) && hasLetter(LAST_LETTERS, c);

/** "-", "–", ":" and (at the start only) "@": marks around a name. */
export const isMark = (c: number, start: boolean) =>
  c === 45 || c === 0x2013 || c === 58 || (start && c === 64);
