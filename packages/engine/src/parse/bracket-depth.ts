// Brackets nested deeper than any real list, flattened before a list is split (issue 29 point 5):
// each level of nesting is split and read again, so 40,000 characters of "(" cost seconds and
// 10,000 levels overflowed the stack. The deepest texts of the default catalogue nest 12 brackets
// (OCR'd packs in several languages); ordinary lists 1–4. Beyond MAX_DEPTH a bracket becomes a
// separator: the words inside are still read (a deep "milk" still counts), one level up.

/** Deeper than any list of the default catalogue (12), so no real list changes. */
export const MAX_DEPTH = 16;

const OPEN = [40, 91, 123]; // ( [ {
/** The bracket kind (0, 1, 2) of an opening or closing char code, -1 for other chars. */
function kindOf(c: number): number {
  if (c === 40 || c === 41) return 0;
  if (c === 91 || c === 93) return 1;
  if (c === 123 || c === 125) return 2;
  return -1;
}

/**
 * The text with every bracket beyond MAX_DEPTH made a ", ", and unchanged (the same string) when
 * none is. Depth is counted as split-list.ts cuts (cutItems): a closing bracket closes the last
 * open bracket of its kind and every bracket opened inside it, or, with none of its kind open, the
 * last open one. A closing bracket that closes a bracket made a separator is made one too, so the
 * brackets left pair up as they did. One pass; each closing bracket's search back goes only over
 * brackets it then closes (a count per kind says first whether any is open).
 */
export function boundBrackets(text: string): string {
  let deepest = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  // Closing brackets may close several at once, so this depth is an upper bound of the real one.
  if (deepest <= MAX_DEPTH) return text;
  const kinds: number[] = [];
  const open = [0, 0, 0];
  let out = '';
  let from = 0;
  const flatten = (i: number) => {
    out += `${text.slice(from, i)}, `;
    from = i + 1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const kind = kindOf(c);
    if (kind < 0) continue;
    if (OPEN.includes(c)) {
      if (kinds.length >= MAX_DEPTH) flatten(i);
      kinds.push(kind);
      open[kind] = (open[kind] as number) + 1;
      continue;
    }
    if (kinds.length === 0) continue;
    // The bracket this one closes: the last of its kind, else the last one open.
    let at = kinds.length - 1;
    if ((open[kind] as number) > 0) while (kinds[at] !== kind) at--;
    if (at >= MAX_DEPTH) flatten(i);
    while (kinds.length > at) {
      const k = kinds.pop() as number;
      open[k] = (open[k] as number) - 1;
    }
  }
  return out + text.slice(from);
}
