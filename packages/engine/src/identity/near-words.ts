// A name misspelt by one letter ("Emmantaler", "Gruyere Surchois"): one letter changed, added,
// dropped, or two swapped (the Damerau–Levenshtein distance 1). Only a word with exactly one such
// neighbour is mended, so that two cheeses a letter apart stay unread rather than guessed.

/** Whether a and b are at most one edit apart (change, insert, delete, swap of neighbours). */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One change, or two neighbours swapped.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer word.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The one word of `words` one edit from `word`, if exactly one is. */
export function nearestWord(word: string, words: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const w of words) {
    if (Math.abs(w.length - word.length) > 1 || !isOneEditApart(word, w)) continue;
    if (found !== undefined && found !== w) return undefined;
    found = w;
  }
  return found;
}
