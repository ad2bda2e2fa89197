// "lait écrémé en poudre (équivalent lait 52%)" (7622300707224), "viande de boeuf cuit 7% (correspond
// à 10% de viande fraîche)" (8712566224968), "carottes déshydratées 5% équivalent à 30% de carottes":
// how much of the fresh food a dried or cooked ingredient stands for. Not a further ingredient, and
// its percentage is no share of the product (EU 1169/2011 Annex VII Part A point 1 lists an
// ingredient by its weight as used); it does bound what the ingredient holds (the lactose of 52 g of
// milk), so it is kept on the ingredient it follows.
import type { ReadLang } from '../types';
import type { Matcher } from '../match/matcher';
import { readPercent } from './percent';

const EQUIVALENT =
  /(?:^|\s)(?:[ée]quival(?:ent|ant)e?s?|equival(?:e|ente)|correspond(?:ant|ent)?|corrispond(?:e|ente)|entspricht|entsprechend)(?![\p{L}])/iu;
/** "à 30% de carottes", "to 20% rehydrated meat", "al 4% di ortaggi": the words before the food. */
const CONNECTOR = /^(?:\s*(?:à|a|al|to|de|du|des|d['’]|di|of|von|an)(?![\p{L}]))+/iu;

export interface Equivalent {
  /** What the statement names ("lait"), recognised. */
  ids: string[];
  /** Its stated share: of the product, or of the parent (then the product share is smaller). */
  percent: number;
}

/** The item before a statement of what it is equivalent to, and the statement ('' when none). */
export function splitEquivalent(name: string): { name: string; statement: string } {
  const at = EQUIVALENT.exec(name);
  return at
    ? { name: name.slice(0, at.index), statement: name.slice(at.index) }
    : { name, statement: '' };
}

export const isEquivalent = (text: string): boolean =>
  EQUIVALENT.test(text) && splitEquivalent(text).name.trim() === '';

/** What a statement says the ingredient stands for, when it states a share. */
export function readEquivalent(
  statement: string,
  matcher: Matcher,
  lang: ReadLang,
): Equivalent | undefined {
  const read = readPercent(statement.replace(EQUIVALENT, ' '));
  if (read.share === undefined) return undefined;
  const food = read.text.replace(CONNECTOR, '').trim();
  return { ids: matcher.matchName(food, lang).ids, percent: read.share };
}
