// Which chars separate the items of an ingredient list (split-list.ts): commas but not decimal
// commas, full stops before a space, slashes between words, and a few more.

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || Number.isNaN(c);

/** " - ": a char between two spaces. */
export const isSpaced = (text: string, i: number) =>
  text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 1) === 32;

/** Whether the char at i separates two items of a list (outside brackets). */
export function isSeparator(text: string, i: number, dashes: boolean): boolean {
  const c = text.charCodeAt(i);
  if (c === 45) return dashes && isSpaced(text, i);
  // , ; • · | ¦ newline; "1,5%" is a decimal comma and "1.5" a decimal point, not separators.
  if (c === 44) return !(isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)));
  if (c === 59 || c === 8226 || c === 183 || c === 10 || c === 124 || c === 166) return true;
  if (c === 46) return isSpace(text.charCodeAt(i + 1));
  // "Zucker/Dextrose", "Milch / lait": a slash between words; not "E471/E472", "Glukose-/Fruktose".
  if (c === 47) return isLetterAround(text, i);
  // "fromages (édam (18,6%)* mozzarella (12%)* chèvre …": a star after a bracket stands for a comma.
  // Not before the parts' own bracket: "_fromages_ (29,8 %)* (_mozzarella_ (10 %)*, …)".
  if (c === 42)
    return (
      text.charCodeAt(i - 1) === 41 &&
      isSpace(text.charCodeAt(i + 1)) &&
      text.charCodeAt(nextNonSpace(text, i + 1)) !== 40
    );
  return false;
}

function nextNonSpace(text: string, i: number): number {
  while (i < text.length && text.charCodeAt(i) === 32) i++;
  return i;
}

const isLetter = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 192 && c <= 591 && c !== 215 && c !== 247);

function isLetterAround(text: string, i: number): boolean {
  let b = i - 1;
  while (b >= 0 && text.charCodeAt(b) === 32) b--;
  let a = i + 1;
  while (a < text.length && text.charCodeAt(a) === 32) a++;
  const before = text.charCodeAt(b);
  return (isLetter(before) || before === 41) && isLetter(text.charCodeAt(a));
}
