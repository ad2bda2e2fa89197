// Where not-ingredients.ts's TABLE_HEAD can first match. It matches a run of table words, numbers
// and separators that reaches the end of the text before a nutrition table, and it tries every
// position from the start: over a whole ingredient list that is about 40 ns a character. Its
// words hold only letters, digits, white space and | / : ( ) I < > ≤ % * . , — and "." or ","
// only inside a number ("3,5"), or "," at the end of "12 % Zucker,". A character that can be
// none of these ("-", ";", a comma after a word) is a barrier: a match cannot start before it,
// so the search starts after the last one (table-head.test.ts compares both on real texts).

/** ASCII characters a table word may hold anywhere: letters, digits, white space, |/:()<>%*. */
const INSIDE = new Uint8Array(0x80);
/** ASCII letters and white space, as \p{L} and \s read them. */
const LETTER_OR_SPACE = new Uint8Array(0x80);
for (let c = 0; c < 0x80; c++) {
  const ch = String.fromCharCode(c);
  INSIDE[c] = /[\p{L}\d\s|/:()<>%*]/u.test(ch) ? 1 : 0;
  LETTER_OR_SPACE[c] = /[\p{L}\s]/u.test(ch) ? 1 : 0;
}
const COMMA = 44;
const PERCENT = 37;

const isDigit = (c: number) => c >= 48 && c <= 57;
/** A letter or white space as TABLE_HEAD reads them; any non-ASCII character may be either. */
const isLetterOrSpace = (c: number) => c >= 0x80 || LETTER_OR_SPACE[c] === 1;

/** Whether the comma at `at` may end "12 % Zucker,": letters and spaces back to a "%". */
function mayEndShare(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && isLetterOrSpace(text.charCodeAt(i))) i--;
  return i >= 0 && text.charCodeAt(i) === PERCENT;
}

/** Whether text[at], an ASCII "." or "," or other character, can be part of a table word. */
function mayBeInside(text: string, at: number, c: number): boolean {
  if (c >= 0x80 || INSIDE[c] === 1) return true;
  if (c !== COMMA && c !== 46) return false;
  if (isDigit(text.charCodeAt(at - 1)) && isDigit(text.charCodeAt(at + 1))) return true;
  return c === COMMA && mayEndShare(text, at);
}

/** Where TABLE_HEAD's search may start: right after the last barrier (0 when there is none). */
export function searchFrom(text: string): number {
  for (let i = text.length - 1; i >= 0; i--)
    if (!mayBeInside(text, i, text.charCodeAt(i))) return i + 1;
  return 0;
}
