// Splits an ingredient list into items with their bracketed sub-lists, respecting nesting:
// "Schokolade 23% (Zucker, Kakaobutter), Salz" → [Schokolade 23% {Zucker, Kakaobutter}, Salz].

export interface RawItem {
  /** Text outside brackets. */
  name: string;
  /** Texts inside the item's bracket groups. */
  inner: string[];
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

function isSeparator(text: string, i: number): boolean {
  const c = text[i];
  if (c === ',' || c === ';' || c === '•' || c === '·' || c === '\n') {
    // "1,5%" is a decimal comma, not a separator.
    return !(c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''));
  }
  if (c === '.') return !/\d/.test(text[i + 1] ?? '') && /\s|$/.test(text[i + 1] ?? '');
  return false;
}

function toItem(segment: string): RawItem {
  let name = '';
  const inner: string[] = [];
  let depth = 0;
  let buf = '';
  for (const c of segment) {
    if (OPEN.has(c)) {
      if (depth === 0) {
        name += ' ';
        buf = '';
      } else buf += c;
      depth++;
    } else if (CLOSE.has(c) && depth > 0) {
      depth--;
      if (depth === 0) inner.push(buf);
      else buf += c;
    } else if (depth === 0) name += c;
    else buf += c;
  }
  if (depth > 0 && buf.trim()) inner.push(buf);
  return { name: name.replace(/\s+/g, ' ').trim(), inner: inner.filter((s) => s.trim()) };
}

export function splitList(text: string): RawItem[] {
  const items: RawItem[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c !== undefined && OPEN.has(c)) depth++;
    else if (c !== undefined && CLOSE.has(c)) depth = Math.max(0, depth - 1);
    else if (i === text.length || (depth === 0 && isSeparator(text, i))) {
      const item = toItem(text.slice(start, i));
      if (item.name || item.inner.length > 0) items.push(item);
      start = i + 1;
    }
  }
  return items;
}
