// An item's name counted as read or not, and split where a joining word links two ingredients.
import type { Equivalent } from './equivalent';
import type { ListCounter, ListOptions, ReadItem } from './read-item';

/** "lactose et protéines de lait", "Salz und Pfeffer": two ingredients joined by a word. */
const JOINED = /\s(?:et|und|and|e|&)\s/iu;

/** The parts of a name joined by a word, when each names an ingredient (most names: undefined). */
export function splitJoined(name: string, o: ListOptions): string[] | undefined {
  if (!JOINED.test(name)) return undefined;
  // A loop, not map and every: an arrow made per call costs more than its work here (tsx keepNames).
  const parts = name.split(JOINED);
  for (let i = 0; i < parts.length; i++) {
    const part = (parts[i] as string).trim();
    if (part === '' || o.matcher.matchName(part, o.lang).ids.length === 0) return undefined;
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
  const { ids, words, unknownWords } = match;
  count.total++;
  count.words += words;
  count.knownWords += ids.length > 0 ? words - unknownWords : 0;
  if (ids.length === 0 || (unknownWords >= 3 && unknownWords * 3 > words * 2)) count.unknown++;
}

export function countItem(
  item: Pick<ReadItem, 'emphasized' | 'freeFrom' | 'percent' | 'minPercent'> & {
    afterSlash: boolean;
  },
  name: string,
  inner: string,
  equivalent: Equivalent | undefined,
  o: ListOptions,
): ReadItem | undefined {
  const match = name ? o.matcher.matchName(name, o.lang) : undefined;
  const ids = match?.ids ?? [];
  const noise = name !== '' && ids.length === 0 && o.matcher.isNoise(name);
  if (noise && (!inner || o.matcher.isOrigin(inner))) return undefined;
  // An unknown word after a slash describes the item before it ("Champignon blanc / blanc").
  if (item.afterSlash && ids.length === 0 && !inner) return undefined;
  const out: ReadItem = { name, inner, emphasized: item.emphasized, freeFrom: item.freeFrom, ids };
  // A fancy name explained by its listed parts ("Marechal (fromage …)") is read through them, so
  // an unknown name with a sub-list is counted once its parts are known (see parseList).
  if (match && !noise) {
    if (ids.length === 0 && inner) out.unread = match.words;
    else countName(match, o.count);
  }
  if (item.percent !== undefined) out.percent = item.percent;
  if (item.minPercent !== undefined) out.minPercent = item.minPercent;
  if (equivalent) out.equivalent = equivalent;
  return out;
}
