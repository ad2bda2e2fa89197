// An item's name counted as read or not, and split where a joining word links two ingredients.
import type { ClaimTopic } from '../claims/claim-types';
import type { Equivalent } from './equivalent';
import type { ParsedIngredient } from './parsed-types';
import type { ListCounter, ListOptions, ReadLevel } from './read-item';

/** "lactose et protéines de lait", "Salz und Pfeffer": two ingredients joined by a word. */
const JOINED = /\s(?:et|und|and|e|&)\s/iu;
const hasJoiningWord = (name: string) => JOINED.test(name);

/** The parts of a name joined by a word, when each names an ingredient (most names: undefined). */
export function splitJoined(name: string, o: ListOptions): string[] | undefined {
  if (!o.matcher.isJoined(name, hasJoiningWord)) return undefined;
  // A loop, not map and every: an arrow made per call costs more than its work here (tsx keepNames).
  // Each part's ids come from its memo record (readName), not from a match object (one name in
  // twenty holds a joining word: two or three look-ups more for it).
  const parts = name.split(JOINED);
  for (let i = 0; i < parts.length; i++) {
    const part = (parts[i] as string).trim();
    if (part === '' || o.matcher.readName(part, o.lang, o.scratch.counts).length === 0)
      return undefined;
    parts[i] = part;
  }
  return parts;
}

/**
 * A name counts as read when it names an ingredient and is not mostly unknown words: a head noun
 * with a few descriptions is read ("Sardines pêchées dans l'Atlantique Nord-Est à la senne"), a run
 * of OCR words with one food word in it is not.
 */
export function countName(
  match: { ids: string[]; words: number; unknownWords: number },
  count: ListCounter,
): void {
  countWords(match.ids.length > 0, match.words, match.unknownWords, count);
}

/** countName of a match given by its fields (countItem has them from the name memo). */
function countWords(named: boolean, words: number, unknownWords: number, count: ListCounter): void {
  count.total++;
  count.words += words;
  count.knownWords += named ? words - unknownWords : 0;
  if (!named || (unknownWords >= 3 && unknownWords * 3 > words * 2)) count.unknown++;
}

/**
 * A leaf's children: one empty array shared by every leaf (most nodes), as nothing that reads a
 * parsed list ever changes it; parseList gives a node its own array only for a sub-list. The
 * type (ParsedIngredient.children is readonly) holds that: code that added to a leaf's children
 * would give every leaf of every product that child, so it does not compile. (Object.freeze would
 * also hold it at run time, but measured 4 % slower on the whole judge: the walk's reads of
 * `children` then see two kinds of array.)
 */
export const LEAF: readonly ParsedIngredient[] = [];

/** What an item's text says besides its name (readItem), put on its node as it is made. */
export interface ItemFacts {
  emphasized: boolean;
  freeFrom: ClaimTopic[] | undefined;
  /** "lait écrémé en poudre pauvre en lactose": low in it, not free from it. */
  lowIn: ClaimTopic[] | undefined;
  percent: number | undefined;
  minPercent: number | undefined;
  afterSlash: boolean;
}

/**
 * Makes an item's node (its share is bounded later, in parseLevel) unless it is noise: the node is
 * made here, not a read item and then a node, as this runs for every item of every product. The
 * keys are added in the order the analysis and the outputs have always seen.
 */
export function countItem(
  item: ItemFacts,
  name: string,
  inner: string,
  equivalent: Equivalent | undefined,
  o: ListOptions,
  level: ReadLevel,
): void {
  // The word counts of the name being read (Scratch.counts), filled by the matcher.
  const counts = o.scratch.counts;
  const ids = name ? o.matcher.readName(name, o.lang, counts) : [];
  const noise = name !== '' && ids.length === 0 && o.matcher.isNoise(name);
  if (noise && (!inner || o.matcher.isOrigin(inner))) return;
  // An unknown word after a slash describes the item before it ("Champignon blanc / blanc").
  if (item.afterSlash && ids.length === 0 && !inner) return;
  // A fancy name explained by its listed parts ("Marechal (fromage …)") is read through them, so
  // an unknown name with a sub-list is counted once its parts are known (see parseList).
  let unread = -1;
  if (name && !noise) {
    if (ids.length === 0 && inner) unread = counts.words;
    else countWords(ids.length > 0, counts.words, counts.unknownWords, o.count);
  }
  const node: ParsedIngredient = {
    text: name || inner,
    ids,
    maxPercent: 0,
    boundStated: false,
    emphasized: item.emphasized,
    children: LEAF,
  };
  if (item.percent !== undefined) node.percent = item.percent;
  if (item.minPercent !== undefined) node.minPercent = item.minPercent;
  if (item.freeFrom !== undefined) node.freeFrom = item.freeFrom;
  if (item.lowIn !== undefined) node.lowIn = item.lowIn;
  if (equivalent) node.equivalent = equivalent;
  const at = level.size++;
  level.nodes[at] = node;
  level.inner[at] = inner;
  level.unread[at] = unread;
}
