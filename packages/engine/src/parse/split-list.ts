// Splits an ingredient list into items with their bracketed sub-lists, respecting nesting:
// "Schokolade 23% (Zucker, Kakaobutter), Salz" → [Schokolade 23% {Zucker, Kakaobutter}, Salz].
// One pass over char codes with slices: this runs for every product (throughput target).

export interface RawItem {
  /** Text outside brackets. */
  name: string;
  /** Texts inside the item's bracket groups. */
  inner: string[];
}

// ( [ { and ) ] } as char codes: compared directly, this loop runs over every character.
const isOpen = (c: number) => c === 40 || c === 91 || c === 123;
const isClose = (c: number) => c === 41 || c === 93 || c === 125;
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
  return name.includes('  ') || name.includes('\n') || name.includes('\t')
    ? name.replace(/\s+/g, ' ')
    : name;
}

function pushItem(items: RawItem[], parts: string[], inner: string[]): void {
  const name = cleanName(parts);
  const groups = inner.length === 0 ? inner : inner.filter((g) => g.trim() !== '');
  if (name || groups.length > 0) items.push({ name, inner: groups });
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
  let depth = 0;
  let outerFrom = 0;
  let groupFrom = 0;
  let parts: string[] = [];
  let inner: string[] = [];
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (isOpen(c)) {
      if (depth === 0) {
        parts.push(text.slice(outerFrom, i));
        groupFrom = i + 1;
      }
      depth++;
    } else if (isClose(c)) {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) {
        inner.push(text.slice(groupFrom, i));
        outerFrom = i + 1;
      }
    } else if (
      depth === 0 &&
      (c === 44 || c === 59 || c === 46 || c === 45 || c === 10 || c === 8226 || c === 183) &&
      isSeparator(text, i, dashes)
    ) {
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
