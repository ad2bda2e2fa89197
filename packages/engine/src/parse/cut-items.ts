// One item of a list as it is cut (split-list.ts): its name from the text around its brackets, and
// its groups that hold more than whitespace.
import { cutName, foldSpaces, isBlank } from './white-space';
import type { RawItem } from './split-list';

/**
 * Scratch.fold, the next place to fold spaces (white-space.ts nextFoldAt) of the text being cut,
 * and Scratch.cut, the items cut so far (the first `size`, never shortened: setting an array's
 * length lower gives up its storage): reused, not made per cut, as items are cut for every list
 * and sub-list (each cut starts by resetting them, and a cut is over before the next starts).
 */
export interface CutItems {
  items: RawItem[];
  size: number;
}

/** Shared by all items without brackets (most): nothing changes a RawItem's groups. */
const NO_GROUPS: string[] = [];
const NO_AT: number[] = [];

/** A group (or where it starts) added: a first makes a one-slot array (most items have one). */
export function added<T>(list: T[] | undefined, value: T): T[] {
  if (list === undefined) return [value];
  list.push(value);
  return list;
}

/**
 * An item's name: `first` is where its text outside brackets before its first group starts (-1
 * without brackets, most items) and `firstTo` where that ends, `before` its text before its last
 * group once it has two (joined by spaces), `from`–`to` the text after its last group. Without
 * brackets, or with nothing after its one group (most bracketed items), the name is one slice.
 */
export function nameOf(
  text: string,
  first: number,
  firstTo: number,
  before: string | undefined,
  from: number,
  to: number,
  fold: { at: number },
): string {
  if (first < 0) return cutName(text, from, to, fold);
  if (before === undefined && isBlank(text, from, to)) return cutName(text, first, firstTo, fold);
  return foldSpaces(`${before ?? text.slice(first, firstTo)} ${text.slice(from, to)}`.trim());
}

/** An item cut, with its groups that hold more than whitespace (most groups); none: not kept. */
export function pushItem(
  cut: CutItems,
  name: string,
  groups: string[] | undefined,
  at: number[] | undefined,
  afterSlash: boolean,
  marks: number,
): void {
  let inner = groups ?? NO_GROUPS;
  let where = at ?? NO_AT;
  for (let g = 0; g < inner.length; g++)
    if (isBlank(inner[g] as string, 0, (inner[g] as string).length)) {
      inner = [];
      where = [];
      for (let k = 0; k < (groups as string[]).length; k++) {
        const group = (groups as string[])[k] as string;
        if (isBlank(group, 0, group.length)) continue;
        inner.push(group);
        where.push((at as number[])[k] as number);
      }
      break;
    }
  if (!name && inner.length === 0) return;
  cut.items[cut.size++] = afterSlash
    ? { name, inner, at: where, afterSlash, marks }
    : { name, inner, at: where, marks };
}
