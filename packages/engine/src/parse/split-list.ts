// Splits an ingredient list into items with their bracketed sub-lists, respecting nesting:
// "Schokolade 23% (Zucker, Kakaobutter), Salz" → [Schokolade 23% {Zucker, Kakaobutter}, Salz].
// One pass over char codes with slices: this runs for every product (throughput target).
import { cutName, foldSpaces, isBlank, nextFoldAt } from './white-space';
import { isSeparator, isSpaced } from './separators';

export interface RawItem {
  /** Text outside brackets. */
  name: string;
  /** Texts inside the item's bracket groups. */
  inner: string[];
  /** The last group's bracket never closes: it ran to the end of the text. */
  unclosed?: boolean;
  /** Came after a slash: an alternative or a description of the item before ("Milch / lait"). */
  afterSlash?: boolean;
  /**
   * Which of "*", "%", ":" and "_" (STAR, PERCENT, COLON, UNDERSCORE) and three capitals in a row
   * (CAPITALS) the item's text may hold: a bit is set whenever its char occurs in the item (brackets
   * included), so a clear bit proves the name holds none, and readItem skips what needs one (most
   * names hold none of them).
   */
  marks: number;
}

export const STAR = 1;
export const PERCENT = 2;
export const COLON = 4;
export const UNDERSCORE = 8;
/** Three capitals in a row (A–Z, À–Þ without ×, by UTF-16 code unit), as item-marks' CAPITALS. */
export const CAPITALS = 16;

/** The opening bracket of a closing one: ) → (, ] → [, } → {. */
const openerOf = (c: number) => (c === 41 ? 40 : c - 2);
/**
 * What a char may be, for the char codes below 256: most are none of these, and the loop over every
 * character of every list skips them with one look-up. "•" (8226) is the one separator above.
 */
const OPEN = 1;
const CLOSE = 2;
const MAYBE_SEPARATOR = 3;
/** Capitals (A–Z, À–Þ without ×) and small letters (a–z, ß–ÿ without ÷), counted on the way. */
const CAPITAL = 4;
const SMALL = 5;
/** "%", ":" and "_": see RawItem.marks ("*" may be a separator, so it is one of those). */
const MARK = 6;
const MARK_BIT = new Uint8Array(128);
MARK_BIT[37] = PERCENT;
MARK_BIT[58] = COLON;
MARK_BIT[95] = UNDERSCORE;
const KIND = new Uint8Array(256);
for (let c = 0; c < 256; c++)
  if ((c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215)) KIND[c] = CAPITAL;
  else if ((c >= 97 && c <= 122) || (c >= 223 && c !== 247)) KIND[c] = SMALL;
for (const c of [40, 91, 123]) KIND[c] = OPEN;
for (const c of [41, 93, 125]) KIND[c] = CLOSE;
for (const c of [37, 58, 95]) KIND[c] = MARK;
for (const c of [44, 59, 46, 45, 10, 183, 47, 124, 166, 42]) KIND[c] = MAYBE_SEPARATOR;
const kindOf = (c: number) => (c < 256 ? (KIND[c] as number) : c === 8226 ? MAYBE_SEPARATOR : 0);

/**
 * The open brackets and the next place to fold spaces (white-space.ts nextFoldAt) of the list being
 * split: made once, not per call, as splitList runs for every list and sub-list (each split
 * starts by resetting them, and a split is over before the next starts).
 */
const OPENED: number[] = [];
const FOLD = { at: 0 };
/** The items cut so far (the first `size`): never shortened, like OPENED. */
const CUT = { items: [] as RawItem[], size: 0 };

/**
 * Where the last open bracket `opener` is among the first `depth` of `open` (-1 when none): the
 * stack is never shortened, as setting an array's length lower gives up its storage.
 */
function lastOpen(open: number[], depth: number, opener: number): number {
  for (let j = depth - 1; j >= 0; j--) if (open[j] === opener) return j;
  return -1;
}

/** Shared by all items without brackets (most): nothing changes a RawItem's groups. */
const NO_GROUPS: string[] = [];

/** A group added: a first group makes a one-slot array (most items have one), not an empty one. */
function addGroup(groups: string[] | undefined, group: string): string[] {
  if (groups === undefined) return [group];
  groups.push(group);
  return groups;
}

/** The groups that hold more than whitespace (most groups). */
function keptGroups(groups: string[] | undefined): string[] {
  if (groups === undefined) return NO_GROUPS;
  let kept = groups;
  for (let g = 0; g < groups.length; g++)
    if (isBlank(groups[g] as string, 0, (groups[g] as string).length)) {
      kept = [];
      for (const group of groups) if (!isBlank(group, 0, group.length)) kept.push(group);
      break;
    }
  return kept;
}

/**
 * An item's name: `first` is where its text outside brackets before its first group starts (-1
 * without brackets, most items) and `firstTo` where that ends, `before` its text before its last
 * group once it has two (joined by spaces), `from`–`to` the text after its last group. Without
 * brackets, or with nothing after its one group (most bracketed items), the name is one slice.
 */
function nameOf(
  text: string,
  first: number,
  firstTo: number,
  before: string | undefined,
  from: number,
  to: number,
): string {
  if (first < 0) return cutName(text, from, to, FOLD);
  if (before === undefined && isBlank(text, from, to)) return cutName(text, first, firstTo, FOLD);
  return foldSpaces(`${before ?? text.slice(first, firstTo)} ${text.slice(from, to)}`.trim());
}

function pushItem(
  cut: { items: RawItem[]; size: number },
  name: string,
  groups: string[] | undefined,
  afterSlash: boolean,
  marks: number,
): void {
  const kept = keptGroups(groups);
  if (!name && kept.length === 0) return;
  cut.items[cut.size++] = afterSlash
    ? { name, inner: kept, afterSlash, marks }
    : { name, inner: kept, marks };
}

/**
 * The letters of a whole list, counted by UTF-16 code unit while it is split (the list's one pass
 * over its chars): how many capitals and small letters.
 */
export interface ListLetters {
  capitals: number;
  small: number;
}

/**
 * The items of a list. Some French packs separate ingredients with " - " instead of commas: more
 * " - " (counted as indexOf would, without overlaps) than commas, and at least three. They are
 * counted on the split pass, and the rare list that uses them is split again with them.
 */
export const splitList = (text: string, letters?: ListLetters): RawItem[] =>
  splitWith(text, letters, false);

function splitWith(text: string, letters: ListLetters | undefined, dashes: boolean): RawItem[] {
  const cut = CUT;
  cut.size = 0;
  let dashCount = 0;
  let lastDash = -3;
  let commas = 0;
  const len = text.length;
  // Open brackets; a closing bracket also closes any other bracket opened inside its own
  // ("homogénéisé [Suisse), crème" closes both), so one misprint does not swallow the list.
  const open = OPENED;
  let depth = 0;
  let outerFrom = 0;
  let groupFrom = 0;
  // Where the item's text before its first bracket starts (-1 until it has one: most items have
  // none) and ends, its text before its last group once it has two (see nameOf), and its groups.
  let first = -1;
  let firstTo = 0;
  let before: string | undefined;
  let groups: string[] | undefined;
  let afterSlash = false;
  let marks = 0;
  let capitals = 0;
  let small = 0;
  let run = 0;
  FOLD.at = nextFoldAt(text, 0);
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const kind = kindOf(c);
    if (kind === CAPITAL) {
      capitals++;
      if (++run === 3) marks |= CAPITALS;
      continue;
    }
    run = 0;
    if (kind === SMALL) small++;
    if (kind === 0 || kind === SMALL) continue;
    if (kind === MARK) marks |= MARK_BIT[c] as number;
    else if (kind === OPEN) {
      if (depth === 0) {
        if (first < 0) {
          first = outerFrom;
          firstTo = i;
        } else before = `${before ?? text.slice(first, firstTo)} ${text.slice(outerFrom, i)}`;
        groupFrom = i + 1;
      }
      open[depth++] = c;
    } else if (kind === CLOSE) {
      if (depth === 0) continue;
      const at = lastOpen(open, depth, openerOf(c));
      depth = at >= 0 ? at : depth - 1;
      if (depth === 0) {
        groups = addGroup(groups, text.slice(groupFrom, i));
        outerFrom = i + 1;
      }
    } else if (c === 42) marks |= STAR;
    else if (c === 44) commas++;
    else if (c === 45 && i >= lastDash + 3 && isSpaced(text, i)) {
      dashCount++;
      lastDash = i;
    }
    if (kind === MAYBE_SEPARATOR && depth === 0 && isSeparator(text, i, dashes)) {
      pushItem(cut, nameOf(text, first, firstTo, before, outerFrom, i), groups, afterSlash, marks);
      marks = 0;
      afterSlash = c === 47;
      first = -1;
      before = undefined;
      groups = undefined;
      outerFrom = i + 1;
    }
  }
  if (!dashes && dashCount >= 3 && dashCount > commas) return splitWith(text, letters, true);
  // An unclosed bracket keeps the rest of the text as the last item's sub-list, marked.
  const unclosed = depth > 0 && !isBlank(text, groupFrom, len);
  if (depth > 0) {
    groups = addGroup(groups, text.slice(groupFrom));
    // Nothing comes after the last group: its name is its text before that group.
    pushItem(cut, nameOf(text, first, firstTo, before, len, len), groups, afterSlash, marks);
  } else
    pushItem(cut, nameOf(text, first, firstTo, before, outerFrom, len), groups, afterSlash, marks);
  // The items come off as an array of their exact number.
  const items = cut.items.slice(0, cut.size);
  const last = items[items.length - 1];
  if (unclosed && last) last.unclosed = true;
  if (letters) {
    letters.capitals = capitals;
    letters.small = small;
  }
  return items;
}
