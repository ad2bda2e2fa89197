/**
 * Search text normalisation, done in TypeScript so the embedded database and PostgreSQL index the
 * same words: lower case, ß→ss, æ→ae, œ→oe, accents and umlauts stripped (ä→a), every other
 * non-letter/digit (including '/') a separator.
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of two or more characters, in order of appearance, without repeats. */
export function tokenise(text: string): string[] {
  const words = normaliseText(text).split(' ');
  return [...new Set(words.filter((w) => w.length >= 2))];
}

/** A taxonomy-style id part: `Crème fraîche` → `creme-fraiche`. */
export function slugify(text: string): string {
  return normaliseText(text).replace(/ /g, '-');
}
