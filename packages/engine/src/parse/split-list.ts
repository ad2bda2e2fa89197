// Splits an ingredient list into items with their bracketed sub-lists, respecting nesting:
// "Schokolade 23% (Zucker, Kakaobutter), Salz" → [Schokolade 23% {Zucker, Kakaobutter}, Salz].
// The chars that can matter are found once per list (list-events.ts) and items are cut at them, with
// slices: this runs for every product and every sub-list (throughput target).
import { isBlank, nextFoldAt } from './white-space';
import { added, nameOf, pushItem } from './cut-items';
import type { Scratch } from '../scratch';
import { isSeparator, isSpaced } from './separators';
import {
  CLOSE,
  MARK,
  MAYBE_SEPARATOR,
  OPEN,
  firstEventAt,
  kindOf,
  scanList,
  type ListLetters,
} from './list-events';

export type { ListLetters } from './list-events';

export interface RawItem {
  /** Text outside brackets. */
  name: string;
  /** Texts inside the item's bracket groups. */
  inner: string[];
  /**
   * Where each of them starts in the list parseList split (-1 when it is from a text that is no part
   * of that list): a sub-list split with it (splitPart) is cut at the list's events, not scanned.
   */
  at: number[];
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
/** The bits of RawItem.marks for "%", ":" and "_" by char code. */
const MARK_BIT = new Uint8Array(128);
MARK_BIT[37] = PERCENT;
MARK_BIT[58] = COLON;
MARK_BIT[95] = UNDERSCORE;

/**
 * Where the last open bracket `opener` is among the first `depth` of `open` (-1 when none): the
 * stack is never shortened, as setting an array's length lower gives up its storage.
 */
function lastOpen(open: number[], depth: number, opener: number): number {
  for (let j = depth - 1; j >= 0; j--) if (open[j] === opener) return j;
  return -1;
}

/**
 * The items of a whole list (scanned here, counting its letters when asked). Some French packs
 * separate ingredients with " - " instead of commas: more " - " (counted as indexOf would, without
 * overlaps) than commas, and at least three. They are counted as the items are cut, and the rare
 * list that uses them is cut again with them.
 */
export function splitList(text: string, letters: ListLetters | undefined, s: Scratch): RawItem[] {
  const events = s.events;
  events.size = 0;
  scanList(text, letters, events);
  events.list = events.size;
  const fold = nextFoldAt(text, 0);
  // Whether the list holds no doubled space nor tab: then its parts hold none.
  s.plain.list = fold === text.length;
  return cutItems(text, 0, 0, events.list, false, fold, s);
}

/**
 * The items of a sub-list: `at` is where it starts in the list splitList split last (RawItem.at),
 * so its items are cut at that list's events; -1 for a text that is no part of it (scanned here).
 * `gated` false (an ungated engine): spaces are looked for even when the whole list has none.
 */
export function splitPart(text: string, at: number, s: Scratch, gated = true): RawItem[] {
  const events = s.events;
  const fold = at >= 0 && s.plain.list && gated ? text.length : nextFoldAt(text, 0);
  if (at >= 0)
    return cutItems(
      text,
      at,
      firstEventAt(at, events),
      firstEventAt(at + text.length, events),
      false,
      fold,
      s,
    );
  const from = events.size;
  scanList(text, undefined, events);
  const items = cutItems(text, -1, from, events.size, false, fold, s);
  events.size = from;
  return items;
}

/**
 * Cuts `text` into items at EVENTS from..to: `base` is where `text` starts in the list the events
 * are of (-1: the events are its own, from 0, and its groups are no part of that list), `fold` its
 * first doubled space or tab (nextFoldAt). Every test of a char's neighbours reads `text` itself,
 * so a sub-list is cut as if it were scanned alone.
 */
function cutItems(
  text: string,
  base: number,
  from: number,
  to: number,
  dashes: boolean,
  fold: number,
  s: Scratch,
): RawItem[] {
  const cut = s.cut;
  cut.size = 0;
  const events = s.events.at;
  const shift = base < 0 ? 0 : base;
  let dashCount = 0;
  let lastDash = -3;
  let commas = 0;
  const len = text.length;
  // Open brackets; a closing bracket also closes any other bracket opened inside its own
  // ("homogénéisé [Suisse), crème" closes both), so one misprint does not swallow the list.
  const open = s.opened;
  let depth = 0;
  let outerFrom = 0;
  let groupFrom = 0;
  // Where the item's text before its first bracket starts (-1 until it has one: most items have
  // none) and ends, its text before its last group once it has two (see nameOf), and its groups.
  let first = -1;
  let firstTo = 0;
  let before: string | undefined;
  let groups: string[] | undefined;
  let groupsAt: number[] | undefined;
  let afterSlash = false;
  let marks = 0;
  const folds = s.fold;
  folds.at = fold;
  for (let e = from; e < to; e++) {
    const event = events[e] as number;
    if ((event & 1) !== 0) {
      marks |= CAPITALS;
      continue;
    }
    const i = (event >> 1) - shift;
    const c = text.charCodeAt(i);
    const kind = kindOf(c);
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
        groups = added(groups, text.slice(groupFrom, i));
        groupsAt = added(groupsAt, base < 0 ? -1 : base + groupFrom);
        outerFrom = i + 1;
      }
    } else if (c === 42) marks |= STAR;
    else if (c === 44) commas++;
    else if (c === 45 && i >= lastDash + 3 && isSpaced(text, i)) {
      dashCount++;
      lastDash = i;
    }
    if (kind === MAYBE_SEPARATOR && depth === 0 && isSeparator(text, i, dashes)) {
      pushItem(
        cut,
        nameOf(text, first, firstTo, before, outerFrom, i, folds),
        groups,
        groupsAt,
        afterSlash,
        marks,
      );
      marks = 0;
      afterSlash = c === 47;
      first = -1;
      before = undefined;
      groups = undefined;
      groupsAt = undefined;
      outerFrom = i + 1;
    }
  }
  if (!dashes && dashCount >= 3 && dashCount > commas)
    return cutItems(text, base, from, to, true, fold, s);
  // An unclosed bracket keeps the rest of the text as the last item's sub-list, marked.
  const unclosed = depth > 0 && !isBlank(text, groupFrom, len);
  if (depth > 0) {
    groups = added(groups, text.slice(groupFrom));
    groupsAt = added(groupsAt, base < 0 ? -1 : base + groupFrom);
    // Nothing comes after the last group: its name is its text before that group.
    pushItem(
      cut,
      nameOf(text, first, firstTo, before, len, len, folds),
      groups,
      groupsAt,
      afterSlash,
      marks,
    );
  } else
    pushItem(
      cut,
      nameOf(text, first, firstTo, before, outerFrom, len, folds),
      groups,
      groupsAt,
      afterSlash,
      marks,
    );
  // The items come off as an array of their exact number.
  const items = cut.items.slice(0, cut.size);
  const last = items[items.length - 1];
  if (unclosed && last) last.unclosed = true;
  return items;
}
