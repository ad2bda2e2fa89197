// Splits an ingredient list into items with their bracketed sub-lists, respecting nesting:
// "Schokolade 23% (Zucker, Kakaobutter), Salz" → [Schokolade 23% {Zucker, Kakaobutter}, Salz].
// One pass over char codes with slices: this runs for every product (throughput target).

export interface RawItem {
  /** Text outside brackets. */
  name: string;
  /** Texts inside the item's bracket groups. */
  inner: string[];
}

const OPEN = new Set([40, 91, 123]); // ( [ {
const CLOSE = new Set([41, 93, 125]); // ) ] }
const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || Number.isNaN(c);

function isSeparator(text: string, i: number, dashes: boolean): boolean {
  const c = text.charCodeAt(i);
  if (c === 45) return dashes && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 1) === 32;
  // , ; • · newline; "1,5%" is a decimal comma and "1.5" a decimal point, not separators.
  if (c === 44) return !(isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)));
  if (c === 59 || c === 8226 || c === 183 || c === 10) return true;
  if (c === 46) return isSpace(text.charCodeAt(i + 1));
  return false;
}

function cleanName(parts: string[]): string {
  const name = (parts.length === 1 ? (parts[0] as string) : parts.join(' ')).trim();
  return /\s\s|[\t\n\r]/.test(name) ? name.replace(/\s+/g, ' ') : name;
}

function pushItem(items: RawItem[], parts: string[], inner: string[]): void {
  const name = cleanName(parts);
  const groups = inner.filter((g) => g.trim() !== '');
  if (name || groups.length > 0) items.push({ name, inner: groups });
}

/** Some French packs separate ingredients with " - " instead of commas. */
function usesDashes(text: string): boolean {
  const dashes = text.split(' - ').length - 1;
  return dashes >= 3 && dashes > text.split(',').length - 1;
}

export function splitList(text: string): RawItem[] {
  const items: RawItem[] = [];
  const dashes = usesDashes(text);
  const len = text.length;
  let depth = 0;
  let outerFrom = 0;
  let groupFrom = 0;
  let parts: string[] = [];
  let inner: string[] = [];
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (OPEN.has(c)) {
      if (depth === 0) {
        parts.push(text.slice(outerFrom, i));
        groupFrom = i + 1;
      }
      depth++;
    } else if (CLOSE.has(c)) {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) {
        inner.push(text.slice(groupFrom, i));
        outerFrom = i + 1;
      }
    } else if (depth === 0 && isSeparator(text, i, dashes)) {
      parts.push(text.slice(outerFrom, i));
      pushItem(items, parts, inner);
      parts = [];
      inner = [];
      outerFrom = i + 1;
    }
  }
  // An unclosed bracket keeps the rest of the text as the last item's sub-list.
  if (depth > 0) inner.push(text.slice(groupFrom));
  else parts.push(text.slice(outerFrom));
  pushItem(items, parts, inner);
  return items;
}
