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

/**
 * One form for the singular and plural of a normalised word, as search compares them (issue 28):
 * pâtes/pâte, Tomaten/Tomate/tomates, Nudeln/Nudel, Nüsse/Nuss, yogurts/yogurt, berries/berry,
 * pomodori/pomodoro. Import and query fold alike, so the form need not be a word; short words,
 * numbers and words ending in "ss" stay. Not a stemmer: a Snowball stemmer per language would
 * need each word's language and joins "pasta" with "paste" (see decision 151).
 */
export function foldWord(word: string): string {
  // Again until nothing changes: "Kekse" → "keks" → "kek", as "Keks" gives.
  for (let w = word, i = 0; ; i++) {
    const next = foldOnce(w);
    if (next === w || i === 3) return next;
    w = next;
  }
}

function foldOnce(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  let w = word;
  if (/(?<!s)[sx]$/.test(w)) w = w.slice(0, -1);
  else if (/e[lr]n$/.test(w)) w = w.slice(0, -1);
  else if (w.endsWith('en') && w.length > 5) w = w.slice(0, -2);
  else if (w.endsWith('i') && w.length > 4) w = `${w.slice(0, -1)}o`;
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}
