// Splits an ingredient list into items with their bracketed sub-lists, respecting nesting:
// "Schokolade 23% (Zucker, Kakaobutter), Salz" → [Schokolade 23% {Zucker, Kakaobutter}, Salz].
// One pass over char codes with slices: this runs for every product (throughput target).

export interface RawItem {
  /** Text outside brackets. */
  name: string;
  /** Texts inside the item's bracket groups. */
  inner: string[];
  /** The last group's bracket never closes: it ran to the end of the text. */
  unclosed?: boolean;
  /** Came after a slash: an alternative or a description of the item before ("Milch / lait"). */
  afterSlash?: boolean;
}

/** The opening bracket of a closing one: ) → (, ] → [, } → {. */
const openerOf = (c: number) => (c === 41 ? 40 : c - 2);
/**
 * What a char may be, for the char codes below 256: most are none of these, and the loop over every
 * character of every list skips them with one look-up. "•" (8226) is the one separator above.
 */
const OPEN = 1;
const CLOSE = 2;
const MAYBE_SEPARATOR = 3;
const KIND = new Uint8Array(256);
for (const c of [40, 91, 123]) KIND[c] = OPEN;
for (const c of [41, 93, 125]) KIND[c] = CLOSE;
for (const c of [44, 59, 46, 45, 10, 183, 47, 124, 166, 42]) KIND[c] = MAYBE_SEPARATOR;
const kindOf = (c: number) => (c < 256 ? (KIND[c] as number) : c === 8226 ? MAYBE_SEPARATOR : 0);

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || Number.isNaN(c);

function isSeparator(text: string, i: number, dashes: boolean): boolean {
  const c = text.charCodeAt(i);
  if (c === 45) return dashes && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 1) === 32;
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

function cleanName(parts: string[]): string {
  const name = (parts.length === 1 ? (parts[0] as string) : parts.join(' ')).trim();
  return name.includes('  ') || name.includes('\n') || name.includes('\t')
    ? name.replace(/\s+/g, ' ')
    : name;
}

/** Shared by all items without brackets (most): nothing changes a RawItem's groups. */
const NO_GROUPS: string[] = [];

/** Copies what it keeps of parts and inner, so the caller may reuse both for the next item. */
function pushItem(items: RawItem[], parts: string[], inner: string[], afterSlash: boolean): void {
  const name = cleanName(parts);
  const groups = inner.length === 0 ? NO_GROUPS : inner.filter((g) => g.trim() !== '');
  if (!name && groups.length === 0) return;
  items.push(afterSlash ? { name, inner: groups, afterSlash } : { name, inner: groups });
}

/** Some French packs separate ingredients with " - " instead of commas. */
function usesDashes(text: string): boolean {
  let dashes = 0;
  for (let i = text.indexOf(' - '); i >= 0; i = text.indexOf(' - ', i + 3)) dashes++;
  if (dashes < 3) return false;
  let commas = 0;
  for (let i = text.indexOf(','); i >= 0; i = text.indexOf(',', i + 1)) commas++;
  return dashes > commas;
}

export function splitList(text: string): RawItem[] {
  const items: RawItem[] = [];
  const dashes = usesDashes(text);
  const len = text.length;
  // Open brackets; a closing bracket also closes any other bracket opened inside its own
  // ("homogénéisé [Suisse), crème" closes both), so one misprint does not swallow the list.
  const open: number[] = [];
  let outerFrom = 0;
  let groupFrom = 0;
  const parts: string[] = [];
  const inner: string[] = [];
  let afterSlash = false;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const kind = kindOf(c);
    if (kind === 0) continue;
    if (kind === OPEN) {
      if (open.length === 0) {
        parts.push(text.slice(outerFrom, i));
        groupFrom = i + 1;
      }
      open.push(c);
    } else if (kind === CLOSE) {
      if (open.length === 0) continue;
      const at = open.lastIndexOf(openerOf(c));
      if (at >= 0) open.length = at;
      else open.pop();
      if (open.length === 0) {
        inner.push(text.slice(groupFrom, i));
        outerFrom = i + 1;
      }
    } else if (open.length === 0 && isSeparator(text, i, dashes)) {
      parts.push(text.slice(outerFrom, i));
      pushItem(items, parts, inner, afterSlash);
      afterSlash = c === 47;
      parts.length = 0;
      inner.length = 0;
      outerFrom = i + 1;
    }
  }
  // An unclosed bracket keeps the rest of the text as the last item's sub-list, marked.
  const unclosed = open.length > 0 && text.slice(groupFrom).trim() !== '';
  if (open.length > 0) inner.push(text.slice(groupFrom));
  else parts.push(text.slice(outerFrom));
  pushItem(items, parts, inner, afterSlash);
  const last = items[items.length - 1];
  if (unclosed && last) last.unclosed = true;
  return items;
}
