// Whitespace of ingredient names, by char code: list items are trimmed and folded as they are cut.

/**
 * Runs of whitespace, to fold into one space. Expressions are made once, here and in the other
 * parse files: a regular expression literal inside a function makes a new object each time it runs.
 */
export const SPACE_RUNS = /\s+/g;

/**
 * What String.prototype.trim takes off: WhiteSpace and LineTerminator (ECMA-262), the same set as
 * \s. Names are trimmed by index so an item makes one slice, not a slice and a trimmed copy.
 */
export const isWhiteSpace = (c: number) =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  (c >= 0xa0 &&
    (c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff));

/** Whether text.slice(from, to) is all whitespace (trims to ''), without making the slice. */
export function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isWhiteSpace(text.charCodeAt(i))) return false;
  return true;
}

/**
 * The first doubled space or tab of a text at or after `from` (text.length when none): where a name
 * cut from it may need its spaces folded. Found once per list and moved on as names are cut.
 */
export function nextFoldAt(text: string, from: number): number {
  const spaces = text.indexOf('  ', from);
  const tab = text.indexOf('\t', from);
  if (spaces < 0) return tab < 0 ? text.length : tab;
  return tab < 0 || spaces < tab ? spaces : tab;
}

/**
 * text.slice(from, to) trimmed and folded like foldSpaces, in one slice: `fold` holds nextFoldAt of
 * an earlier position. A doubled space or tab inside the trimmed span is one foldSpaces would find.
 */
export function cutName(text: string, from: number, to: number, fold: { at: number }): string {
  while (from < to && isWhiteSpace(text.charCodeAt(from))) from++;
  while (to > from && isWhiteSpace(text.charCodeAt(to - 1))) to--;
  if (fold.at < from) fold.at = nextFoldAt(text, from);
  const name = text.slice(from, to);
  return fold.at < to ? name.replace(SPACE_RUNS, ' ') : name;
}

/**
 * A name's runs of whitespace as one space. A name is text outside brackets between separators, and
 * a newline there is a separator, so only doubled spaces and tabs can need it.
 */
export const foldSpaces = (name: string) =>
  name.includes('  ') || name.includes('\t') ? name.replace(SPACE_RUNS, ' ') : name;
