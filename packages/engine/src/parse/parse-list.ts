// One level of an ingredient list: its items (read-item.ts) with their bracketed sub-lists, and
// each item's share of the product bounded by stated percentages and the order of the list.
import type { ParsedIngredient } from './parsed-types';
import { splitList, splitPart, type ListLetters, type RawItem } from './split-list';
import { hasAddress, readItem, type ListOptions } from './read-item';
import { countName } from './count-item';
import { RARE_WORDS } from './item-gates';
import { ALL_HINTS, HINT } from '../text/hints';
import { boundBrackets } from './bracket-depth';

export type { ListCounter, ListOptions } from './read-item';

/** What the caller knows of a whole list; parseList finds the rest (see ListOptions). */
export type ListInput = Pick<ListOptions, 'lang' | 'matcher' | 'count' | 'scratch'> & {
  /** False for an ungated engine (ListOptions.gated); true when not given. */
  gated?: boolean;
  /**
   * scanHints of the list or of a text it was cut from (text/hints.ts): without a word of
   * HINT.address (HINT.rare) the list holds no ADDRESS (RARE_WORDS) match, and is not tested.
   */
  hints?: number;
};

/**
 * An ingredient list written all in capitals has no emphasis to read: under 30 % of its letters
 * are small (counted while it is split, see ListLetters).
 */
const isShouty = (l: ListLetters) =>
  l.capitals + l.small > 0 && l.small < (l.capitals + l.small) * 0.3;

/**
 * Stated percentages that cannot be shares of the product: listed in descending order of weight
 * (EU 1169/2011 Art. 18), a first ingredient "(1,5%)" followed by others cannot reach 100 %. Such a
 * number is a fat content ("Yogourt … partiellement écrémé (1,5%)"), so it is dropped.
 */
function dropImpossiblePercents(nodes: ParsedIngredient[], percents: number[], from: number): void {
  for (;;) {
    let cap = 100;
    let sum = 0;
    for (let k = 0; k < nodes.length; k++) {
      const percent = percents[from + k] as number;
      cap = Math.min(cap < 2 ? 2 : cap, Number.isNaN(percent) ? 100 : percent);
      sum += cap;
    }
    if (sum >= 99.5) return;
    let first = 0;
    while (first < nodes.length && Number.isNaN(percents[from + first])) first++;
    if (first === nodes.length) return;
    delete (nodes[first] as ParsedIngredient).percent;
    percents[from + first] = NaN;
  }
}

/**
 * An unclosed bracket ("Lait (homogénéisé, pasteurisé [Suisse], sucre, mandarines 7%, …") holds
 * only the notes that follow its opening; the ingredients after them belong to the list itself.
 */
function closeUnclosed(raws: RawItem[], o: ListOptions): RawItem[] {
  const last = raws[raws.length - 1];
  if (!last?.unclosed) return raws;
  const kept: string[] = [];
  const g = last.inner.length - 1;
  let rest = splitPart(last.inner[g] as string, last.at[g] as number, o.scratch, o.gated);
  for (;;) {
    const first = rest[0];
    if (!first || !isNote(first.name.trim(), o)) break;
    kept.push(first.name);
    // A note may open a bracket that never closes either ("pasteurisé [SuisseD, crème …").
    rest = first.unclosed
      ? [
          ...splitPart(
            first.inner[first.inner.length - 1] as string,
            first.at[first.at.length - 1] as number,
            o.scratch,
            o.gated,
          ),
          ...rest.slice(1),
        ]
      : rest.slice(1);
  }
  const closed: RawItem = {
    name: last.name,
    marks: last.marks,
    inner: [...last.inner.slice(0, -1), ...(kept.length ? [kept.join(', ')] : [])],
    at: [...last.at.slice(0, -1), ...(kept.length ? [-1] : [])],
  };
  return [...raws.slice(0, -1), closed, ...closeUnclosed(rest, o)];
}

/**
 * The options of a list or sub-list, with what the whole list holds (see ListOptions): spelled
 * out, as a spread of the options object is slow; made once per product.
 */
const listOptions = (
  o: ListInput,
  nested: boolean,
  facts: Pick<ListOptions, 'addresses' | 'shouty' | 'rare' | 'gated'>,
): ListOptions => ({
  lang: o.lang,
  addresses: facts.addresses,
  matcher: o.matcher,
  shouty: facts.shouty,
  count: o.count,
  nested,
  rare: facts.rare,
  gated: facts.gated,
  scratch: o.scratch,
});

const isNote = (name: string, o: ListOptions) =>
  !name ||
  o.matcher.isOrigin(name) ||
  (o.matcher.matchName(name, o.lang).ids.length === 0 && o.matcher.isNoise(name));

/**
 * Ingredients come in descending order of weight: the n-th is at most 100/n % and at most its
 * predecessor, except that ingredients under 2 % may follow in any order (EU 1169/2011 Annex VII
 * Part A 4). A sub-ingredient's percentage may be of its parent or of the product: one above the
 * parent's bound can only be of the parent; otherwise the bound is the larger reading, the percentage.
 * `boundStated` says whether a bound rests on a printed percentage (this level or above).
 */
export function parseList(
  list: string,
  parent: { max: number; stated: boolean },
  options: ListInput,
): ParsedIngredient[] {
  // Nesting is bounded (bracket-depth.ts), so each level's work keeps the whole parse linear.
  const text = boundBrackets(list);
  // A parse that threw (a bug) may have left items behind: none of them belongs to this list.
  const scratch = options.scratch;
  scratch.read.size = 0;
  // The letters of the list (Scratch.letters), counted as it is split.
  const letters = scratch.letters;
  const raws = splitList(text, letters, scratch);
  // What the whole list holds, found once: one test of the list spares most lists a test per item.
  const hints = options.hints ?? ALL_HINTS; // no hints: test both
  const gated = options.gated !== false;
  const o = listOptions(options, false, {
    addresses: !gated || ((hints & HINT.address) !== 0 && hasAddress(text)),
    shouty: isShouty(letters),
    rare: !gated || ((hints & HINT.rare) !== 0 && RARE_WORDS.test(text)),
    gated,
  });
  return parseLevel(raws, parent.max, parent.stated, o);
}

/** One level: `parentMax` bounds its parent, `parentStated` says whether on a printed percentage. */
function parseLevel(
  split: RawItem[],
  parentMax: number,
  parentStated: boolean,
  o: ListOptions,
): ParsedIngredient[] {
  const raws = closeUnclosed(split, o);
  // This level's items go on top of the read stacks (Scratch.read: its parents' are below, its
  // sub-lists' above while they are read); its nodes come off at once, as an array of their number.
  const read = o.scratch.read;
  const from = read.size;
  for (let r = 0; r < raws.length; r++) readItem(raws[r] as RawItem, o, read);
  const nodes = read.nodes.slice(from, read.size);
  if (!o.nested) dropImpossiblePercents(nodes, read.percent, from);
  let cap = 100;
  let capStated = false;
  let nested: ListOptions | undefined;
  for (let k = 0; k < nodes.length; k++) {
    const node = nodes[k] as ParsedIngredient;
    const relaxed = cap < 2 ? 2 : cap;
    const byOrder = 100 / (k + 1);
    if (byOrder < relaxed) {
      cap = byOrder;
      capStated = false;
    } else if (relaxed !== cap) cap = relaxed;
    let share = cap;
    let stated = capStated;
    // NaN (no percentage) is never <= cap.
    const percent = read.percent[from + k] as number;
    if (percent <= cap) {
      share = percent;
      stated = true;
      cap = percent;
      capStated = true;
    }
    const ordered = (parentMax * share) / 100;
    const maxPercent =
      // A share stated here (its own or an earlier sibling's, "ÉDAM (18,6%)*, MOZZARELLA") may be
      // of the product. Above a parent bound that rests on list order alone, that bound is what is
      // in doubt (a section's first item read as the list's n-th: "… Garniture (46 %): fromages").
      o.nested && stated && (share <= parentMax || !parentStated)
        ? Math.max(ordered, share)
        : ordered;
    const boundStated = stated || parentStated;
    node.maxPercent = maxPercent;
    node.boundStated = boundStated;
    const inner = read.inner[from + k] as string;
    if (inner === '') continue;
    const children = parseLevel(
      splitPart(inner, read.innerAt[from + k] as number, o.scratch, o.gated),
      maxPercent,
      boundStated,
      (nested ??= o.nested ? o : listOptions(o, true, o)),
    );
    node.children = children;
    const unread = read.unread[from + k] as number;
    if (unread >= 0 && !children.some((c) => c.ids.length > 0))
      countName({ ids: [], words: unread, unknownWords: unread }, o.count);
  }
  read.size = from;
  return nodes;
}
