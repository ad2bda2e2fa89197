// One level of an ingredient list: items with their bracketed sub-lists, stated percentages, allergen
// emphasis, free-from qualifiers, origin notes dropped, and the words the matcher understood counted.
import type { ReadLang } from '../types';
import type { Matcher } from '../match/matcher';
import type { ClaimTopic, FreeFromClaim } from '../claims/claim-types';
import { findClaimPhrases } from '../claims/scan-claims';
import { CLAIM_HINT } from '../claims/claim-phrases';
import type { ParsedIngredient } from './parsed-types';
import { splitList, type RawItem } from './split-list';

const PERCENT = /(?:min\.?|mind\.?|max\.?)?\s*(\d{1,3}(?:[.,]\d+)?)\s*%/u;
const ONLY_PERCENT = /^\s*(?:min\.?|mind\.?|max\.?)?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*$/u;
const UNDERSCORED = /_([^_]+)_/gu;
// "Vollmilch 3,5% Fett", "lait écrémé 1,5% de matière grasse", "milk 3.5% fat": the fat content of
// the ingredient, not its share of the product — reading it as a share would shrink whole milk to a trace.
const FAT_STATEMENT =
  /(?:min\.?|mind\.?|max\.?)?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*(?:de\s+|d['’]\s*|di\s+)?(?:fettgehalt|fett(?:\s*i\.?\s*tr\.?)?(?:\s+im\s+milchanteil)?|matières?\s+grasses?(?:\s+lactiques?)?|grassi?|fat|m\.\s?g\.?|mg)(?=$|[\s.,;:)])/iu;
// "arôme (contient lait)", "Aromen (mit Milch)", "Gemüse (davon Karotten 10%)": the word before the
// ingredient says how it relates to its parent; the ingredient is what follows.
const LEADING_RELATION =
  /^(?:contient|contiennent|enthält|enthalten|contains|contiene|contengono|mit|avec|with|con|inkl\.?|incl\.?|including|y compris|davon|dont|di cui|of which)\s+(?:(?:du|de la|des|de l['’]|d['’]|de|von|of|del|della|di)\s+)?/iu;

/** "Sans adjonction de conservateurs", "ohne Zusatz von Zucker", "no added sugar": what is absent. */
const ABSENCE =
  /^(?:sans|ohne|senza|without|no|free\s+from|frei\s+von|exempte?|privo|priva|sin)\s/iu;

const WITH = /\s(?:avec|mit|with|con)\s+(.+)$/iu;

export interface ListCounter {
  total: number;
  unknown: number;
  /** Words in names, and words understood (ingredient or filler). */
  words: number;
  knownWords: number;
  /** Free-from phrases that were a whole item: claims about the product. */
  claims: FreeFromClaim[];
}

/** An ingredient list written all in capitals has no emphasis to read. */
export function isMostlyCapitals(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215)) upper++;
    else if ((c >= 97 && c <= 122) || (c >= 223 && c <= 255 && c !== 247)) lower++;
  }
  return upper + lower > 0 && lower < (upper + lower) * 0.3;
}

/** A word of three or more capitals (allergen emphasis on Swiss/EU packs). */
function hasCapitalWord(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 192 && c <= 222 && c !== 215)) {
      if (++run >= 3) return true;
    } else run = 0;
  }
  return false;
}

function readPercent(text: string): number | undefined {
  const m = PERCENT.exec(text);
  return m ? Number.parseFloat((m[1] as string).replace(',', '.')) : undefined;
}

/** Strips free-from qualifiers from a name: "Demi-crème sans lactose" → "Demi-crème", [lactose]. */
function stripQualifiers(name: string): { name: string; topics: ClaimTopic[] } {
  if (!CLAIM_HINT.test(name)) return { name, topics: [] };
  const topics: ClaimTopic[] = [];
  let rest = name;
  for (const m of findClaimPhrases(name).reverse()) {
    topics.push(...m.topics);
    rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`;
  }
  return { name: rest.replace(/\s+/g, ' ').trim(), topics };
}

const isOnlyClaim = (group: string) => {
  const { name, topics } = stripQualifiers(group);
  return topics.length > 0 && !/\p{L}{3,}/u.test(name) ? topics : undefined;
};

export interface ListOptions {
  lang: ReadLang;
  matcher: Matcher;
  shouty: boolean;
  count: ListCounter;
}

/** One item read from the text, before its share of the product is bounded. */
interface ReadItem {
  name: string;
  inner: string;
  percent?: number;
  emphasized: boolean;
  freeFrom: Set<ClaimTopic>;
  ids: string[];
}

/** "*à base de concentré", "*Peut avoir des effets indésirables…": a footnote to starred items. */
const FOOTNOTE = /^\s*\*+\s*\S+\s+\S+\s+\S+/u;

function readItem(raw: RawItem, o: ListOptions): ReadItem | undefined {
  if (FOOTNOTE.test(raw.name)) return undefined;
  let name = raw.name;
  if (name.includes('%') && FAT_STATEMENT.test(name)) name = name.replace(FAT_STATEMENT, ' ');
  let percent = name.includes('%') ? readPercent(name) : undefined;
  if (percent !== undefined) name = name.replace(PERCENT, ' ');
  const freeFrom = new Set<ClaimTopic>();
  let inner = '';
  for (const group of raw.inner) {
    if (
      group.includes('%') &&
      FAT_STATEMENT.test(group) &&
      !group.replace(FAT_STATEMENT, '').trim()
    )
      continue;
    if (group.includes('%') && ONLY_PERCENT.test(group)) {
      percent ??= readPercent(group);
      continue;
    }
    const claim = isOnlyClaim(group);
    if (claim) for (const t of claim) freeFrom.add(t);
    else inner = inner ? `${inner}, ${group}` : group;
  }
  const colon = name.indexOf(':');
  if (colon >= 0 && name.slice(colon + 1).trim()) name = name.slice(colon + 1);
  const underscored = name.includes('_');
  const emphasized = underscored || (!o.shouty && hasCapitalWord(name));
  if (underscored || name.includes('*'))
    name = name.replace(UNDERSCORED, '$1').replace(/[_*]/g, '');
  name = name.trim();
  if (/^[-–:]|[-–:]$/.test(name)) name = name.replace(/^[-–:\s]+|[-–:\s]+$/g, '');
  if (name.includes('  ')) name = name.replace(/\s+/g, ' ');
  const qualified = stripQualifiers(name);
  if (qualified.topics.length > 0) {
    name = qualified.name;
    for (const t of qualified.topics) freeFrom.add(t);
    if (!name && !inner) {
      const text = raw.name.trim();
      for (const topic of freeFrom)
        o.count.claims.push({ topic, source: 'ingredients', strength: 'free', text });
      return undefined;
    }
  }
  if (LEADING_RELATION.test(name)) name = name.replace(LEADING_RELATION, '');
  // "sans sucres avec édulcorants (Sorbitol, …)": what is absent goes, what is present stays.
  if (ABSENCE.test(name)) name = WITH.exec(name)?.[1] ?? '';
  if (!name && !inner) return undefined;
  // An origin note ("Suisse [Région La Gruyère]") is not an ingredient, nor is anything inside it.
  if (name && o.matcher.isOrigin(name)) return undefined;
  const match = name ? o.matcher.matchName(name, o.lang) : undefined;
  const ids = match?.ids ?? [];
  const noise = name !== '' && ids.length === 0 && o.matcher.isNoise(name);
  if (noise && !inner) return undefined;
  if (match && !noise) {
    o.count.total++;
    o.count.words += match.words;
    o.count.knownWords += ids.length > 0 ? match.words - match.unknownWords : 0;
    // A name counts as read when it names an ingredient and is not mostly unknown words: a head
    // noun with a few descriptions is read ("Sardines pêchées dans l'Atlantique Nord-Est à la senne"),
    // a run of OCR words with one food word in it is not.
    if (ids.length === 0 || (match.unknownWords >= 3 && match.unknownWords * 3 > match.words * 2))
      o.count.unknown++;
  }
  const item: ReadItem = { name, inner, emphasized, freeFrom, ids };
  if (percent !== undefined) item.percent = percent;
  return item;
}

/**
 * Stated percentages that cannot be shares of the product: listed in descending order of weight
 * (EU 1169/2011 Art. 18), a first ingredient "(1,5%)" followed by others cannot reach 100 %. Such a
 * number is a fat content ("Yogourt … partiellement écrémé (1,5%)"), so it is dropped.
 */
function dropImpossiblePercents(items: ReadItem[]): void {
  for (;;) {
    let cap = 100;
    let sum = 0;
    for (const it of items) {
      cap = Math.min(cap < 2 ? 2 : cap, it.percent ?? 100);
      sum += cap;
    }
    if (sum >= 99.5) return;
    const first = items.find((it) => it.percent !== undefined);
    if (!first) return;
    delete first.percent;
  }
}

/**
 * Ingredients come in descending order of weight: the n-th is at most 100/n % and at most its
 * predecessor, except that ingredients under 2 % may follow in any order (EU 1169/2011 Annex VII
 * Part A 4). A sub-ingredient's percentage may be of its parent or of the product: one above the
 * parent's bound can only be of the parent; otherwise the bound is the larger reading, the percentage.
 */
export function parseList(text: string, parentMax: number, o: ListOptions): ParsedIngredient[] {
  const items: ReadItem[] = [];
  for (const raw of splitList(text)) {
    const item = readItem(raw, o);
    if (item) items.push(item);
  }
  if (parentMax === 100) dropImpossiblePercents(items);
  const result: ParsedIngredient[] = [];
  let cap = 100;
  items.forEach((it, k) => {
    cap = Math.min(cap < 2 ? 2 : cap, 100 / (k + 1));
    const share = it.percent !== undefined ? Math.min(cap, it.percent) : cap;
    if (it.percent !== undefined) cap = Math.min(cap, it.percent);
    const ordered = (parentMax * share) / 100;
    const maxPercent =
      it.percent !== undefined && it.percent <= parentMax ? Math.max(ordered, it.percent) : ordered;
    const children = it.inner ? parseList(it.inner, maxPercent, o) : [];
    const node: ParsedIngredient = {
      text: it.name || it.inner,
      ids: it.ids,
      maxPercent,
      emphasized: it.emphasized,
      children,
    };
    if (it.percent !== undefined) node.percent = it.percent;
    if (it.freeFrom.size > 0) node.freeFrom = [...it.freeFrom];
    result.push(node);
  });
  return result;
}
