// Whitespace of ingredient names, by char code: list items are trimmed and folded as they are cut.

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

/** text.slice(from, to).trim(), in one slice. */
export function sliceTrimmed(text: string, from: number, to: number): string {
  while (from < to && isWhiteSpace(text.charCodeAt(from))) from++;
  while (to > from && isWhiteSpace(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}

/**
 * A name's runs of whitespace as one space. A name is text outside brackets between separators, and
 * a newline there is a separator, so only doubled spaces and tabs can need it.
 */
export const foldSpaces = (name: string) =>
  name.includes('  ') || name.includes('\t') ? name.replace(/\s+/g, ' ') : name;
