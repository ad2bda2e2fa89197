/**
 * What changed in an ingredient list, as a shopper reads it: the parts (ingredients, with their
 * percentages and brackets opened) that appeared and those that disappeared, as printed.
 */
export interface ListDiff {
  added: string[];
  removed: string[];
}

/** At most this many parts each way: a rewritten list is "everything changed", not a page. */
const MAX_PARTS = 20;

/** "Zutaten:", "Ingredients:", "Ingrédients :", "Ingredienti:" opening a list or a bracket. */
const HEADER = /^(zutaten|ingredients?|ingr[ée]dients?|ingredienti)\s*:\s*/iu;

/**
 * The parts of a list: split at commas (not the one of a decimal, "3,5 %"), semicolons, bullets,
 * line breaks, " - " and brackets; underscores (Open Food Facts' allergen marks) and a final full
 * stop dropped, spaces folded.
 */
export function listParts(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/_/g, '')
    .split(/(?<!\d),|,(?!\d)|[;•·\n\r()[\]{}]|\s[-–]\s/u)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(HEADER, '')
        .replace(/[.:*]+$/u, '')
        .trim(),
    )
    .filter((part) => /\p{L}|\d/u.test(part));
}

const keyOf = (part: string) => part.toLocaleLowerCase('de-CH');

/** Parts of `from` that `minus` does not hold (as often as they occur), in their order. */
function without(from: string[], minus: string[]): string[] {
  const left = new Map<string, number>();
  for (const part of minus) left.set(keyOf(part), (left.get(keyOf(part)) ?? 0) + 1);
  const out: string[] = [];
  for (const part of from) {
    const n = left.get(keyOf(part)) ?? 0;
    if (n > 0) left.set(keyOf(part), n - 1);
    else if (!out.some((o) => keyOf(o) === keyOf(part))) out.push(part);
  }
  return out.slice(0, MAX_PARTS);
}

export function diffLists(before: string, after: string): ListDiff {
  const a = listParts(before);
  const b = listParts(after);
  return { added: without(b, a), removed: without(a, b) };
}
