// One item of an ingredient list read from the text: its stated percentage, emphasis, free-from
// qualifiers and brackets; notes, statements, addresses and origins dropped; the words the matcher
// understood counted.
import type { ClaimTopic } from '../claims/claim-types';
import { CAPITALS, COLON, PERCENT, STAR, UNDERSCORE, type RawItem } from './split-list';

/** Every bit of RawItem.marks: each char may be in the name (an ungated engine). */
const ALL_MARKS = STAR | PERCENT | COLON | UNDERSCORE | CAPITALS;
import { countItem, splitJoined } from './count-item';
import { FIRST_WORD, RARE_WORDS, isAsciiLetter, isMark, mayEnd, mayStart } from './item-gates';
import { isPercentGroup, readPercent } from './percent';
import { isEquivalent, readEquivalent, splitEquivalent } from './equivalent';
import { UNDERSCORED, hasCapitalWord, isOnlyClaim, stripQualifiers, unglue } from './item-marks';
import { SPACE_RUNS } from './white-space';
import type { ListOptions, ReadLevel } from './list-types';

export type { ListCounter, ListOptions, ReadLevel } from './list-types';

// "arôme (contient lait)", "Aromen (mit Milch)", "Gemüse (davon Karotten 10%)": the word before the
// ingredient says how it relates to its parent; the ingredient is what follows.
const LEADING_RELATION =
  /^(?:contient|contiennent|enthält|enthalten|contains|contiene|contengono|mit|avec|with|con|inkl\.?|incl\.?|including|y compris|davon|dont|di cui|of which)\s+(?:(?:du|de la|des|de l['’]|d['’]|de|von|of|del|della|di)\s+)?/iu;

/** "Sans adjonction de conservateurs", "ohne Zusatz von Zucker", "no added sugar": what is absent. */
const ABSENCE =
  /^(?:sans|ohne|senza|without|no|free\s+from|frei\s+von|exempte?|privo|priva|sin)\s/iu;

const WITH = /\s(?:avec|mit|with|con)\s+(.+)$/iu;
const HEADER_WORDS =
  /^(?:zutaten|ingr[ée]dients?|ingredienti|ingredients|composition|zusammensetzung)(?![\p{L}])/iu;
const WHERE =
  /^(?:dans|in|im|nel|nella)\s+(?:(?:le|la|les|der|dem|den|il|the)\s+)?(?:chocolats?|schokoladen?|cioccolato|chocolate|produit|product|prodotto|produkt|\p{L}+teil)(?![\p{L}])/iu;
/** Three words or more in a trimmed text (two runs of whitespace), without splitting it. */
const THREE_WORDS = /\s\S+\s/;
/** "60g", "(104g)", "Teneur en caféine: 80mg", "Kochsalzgehalt insgesamt": quantities and contents. */
const QUANTITY = /^\s*\d+(?:[.,]\d+)?\s*(?:k?g|mg|µg|mcg|m?l|cl|dl)(?![\p{L}])/iu;
/** "lait partiellement écrémé avec [3% de graisse]": the fat content was read, its connector stays. */
const CONNECTORS = '(?:avec|mit|with|con|et|und|and|e|de|di|of)$';
const TRAILING_CONNECTOR = new RegExp(`\\s+${CONNECTORS}`, 'iu');
/**
 * Matches exactly when TRAILING_CONNECTOR does (a run of whitespace ends with one), tested per name
 * and faster: no run to backtrack over at each whitespace.
 */
const ENDS_WITH_CONNECTOR = new RegExp(`\\s${CONNECTORS}`, 'iu');
const CONTENT = /^(?:\p{L}*gehalt|teneur|tenore|contenu|content)(?![\p{L}])/iu;
/** Who made it and where: "Lindt &Sprüngli Ges.m.b.H Hietzinger Hauptstrasse 1A", "AT-1130 Wien", URLs. */
const ADDRESS =
  /\bges\.?\s?m\.?\s?b\.?\s?h\b|\bgmbh\b|\bs\.a\.|stra(?:ss|ß)e\s+\d|\brue\s+[a-zà-ÿ]|\bvia\s+[a-zà-ÿ]+\s+\d|\b[A-Z]{1,2}-\d{4,5}\b|www\.|https?:|\w@\w|\.(?:ch|com|de|fr|it)\b|\b(?:hersteller|vertrieb|distribution|distribuzione|produit par|prodotto da|manufactured by|produced by)\b/i;
/** "67,3% du poids total sans lait" (OCR "pois"), "des Gesamtgewichts": a statement on shares. */
const SHARE_STATEMENT =
  /(?:du|of the)\s+poids?\s+total|(?:des\s+)?gesamtgewicht|del\s+peso\s+totale/iu;

/** Whether a text holds a maker's name or address anywhere (see ADDRESS). */
export const hasAddress = (text: string): boolean => ADDRESS.test(text);

/** "*à base de concentré", "*Peut avoir des effets indésirables…": a footnote to starred items. */
const FOOTNOTE = /^\s*\*+\s*\S+\s+\S+\s+\S+/u;
const FOOTNOTE_STARS = /^\s*\*+\s*/;
/** Underscores and stars glued into names, "-", "–", ":", "@" around them, commas in groups. */
const GLUE_MARKS = /[_*]/g;
const MARKS_AROUND = /^[-–:@\s]+|[-–:\s]+$/g;
const LIST_MARKS = /[,;]/;
const ONE_LETTER = /^\p{L}$/u;

// Most names are plain ("Zucker", "farine de blé"): each expression below runs only when a cheap
// test says it could match (RARE_WORDS, a char, a first or last letter), since this runs for every
// item of every product. Each such test is implied by its expression, so skipping changes nothing.
// Every name below is made of the raw name's chars (a percentage taken out leaves a space), so a
// char the raw name lacks (raw.marks) is in none of them. Ungated (o.gated false, an engine made
// with EngineOptions.ungated) every such test says "may match": each expression runs.
export function readItem(raw: RawItem, o: ListOptions, level: ReadLevel): void {
  const gated = o.gated;
  const marks = gated ? raw.marks : ALL_MARKS;
  if ((marks & STAR) !== 0 && FOOTNOTE.test(raw.name)) {
    // "**The equivalent of 426ml of fresh liquid milk in every 227g of milk chocolate": no
    // ingredient, but evidence of what the product holds.
    const text = raw.name.replace(FOOTNOTE_STARS, '').trim();
    if (o.matcher.matchName(text, o.lang).ids.length > 0) o.count.notes.push(text);
    return;
  }
  const rare = o.rare && (!gated || RARE_WORDS.test(raw.name));
  const head = rare ? splitEquivalent(raw.name) : undefined;
  const own = (marks & PERCENT) !== 0 ? readPercent(head ? head.name : raw.name) : undefined;
  let equivalent = head?.statement ? readEquivalent(head.statement, o.matcher, o.lang) : undefined;
  let name = own ? own.text : head ? head.name : raw.name;
  let percent = own?.share;
  let minPercent = own?.min;
  let freeFrom: ClaimTopic[] | undefined;
  let lowIn: ClaimTopic[] | undefined;
  let inner = '';
  // Taking a percentage out may join two parts of a word; otherwise the name is part of the raw one,
  // and so is any later name until underscores are taken out below (spaces aside).
  const rareName = !gated || (own ? RARE_WORDS.test(name) : rare);
  if (rareName && (CONTENT.test(name.trim()) || SHARE_STATEMENT.test(name))) return;
  // "Gerstenmalz und Hogfen brauerei@falken.ch www.falken.ch …": the address ends the item.
  const address = o.addresses ? ADDRESS.exec(name) : null;
  if (address) name = name.slice(0, name.lastIndexOf(' ', address.index) + 1).trim();
  // A group is part of the list, so without RARE_WORDS in the list it holds no equivalence
  // statement nor free-from qualifier (their words hold RARE_WORDS').
  const rareGroups = o.rare;
  // Where the sub-list starts in the list (RawItem.at) while it is one group as cut: -1 otherwise.
  let innerAt = -1;
  for (let g = 0; g < raw.inner.length; g++) {
    const group = raw.inner[g] as string;
    if (QUANTITY.test(group) && !LIST_MARKS.test(group)) continue;
    if (rareGroups && isEquivalent(group)) {
      equivalent ??= readEquivalent(group, o.matcher, o.lang);
      continue;
    }
    if (isPercentGroup(group)) {
      const r = readPercent(group);
      percent ??= r.share;
      minPercent ??= r.min;
      continue;
    }
    const claim = rareGroups ? isOnlyClaim(group, gated) : undefined;
    if (claim) {
      if (claim.topics.length > 0) freeFrom = addTopics(freeFrom, claim.topics);
      if (claim.reduced.length > 0) lowIn = addTopics(lowIn, claim.reduced);
    } else if (inner) {
      inner = `${inner}, ${group}`;
      innerAt = -1;
    } else {
      inner = group;
      innerAt = raw.at[g] as number;
    }
  }
  // "Emulgator: Lecithine" names a class and its member; "Yogurt di latte intero con fermenti
  // lattici vivi: Streptococcus …" names an ingredient and what it holds.
  const colon = (marks & COLON) !== 0 ? name.indexOf(':') : -1;
  if (colon >= 0 && name.slice(colon + 1).trim()) {
    const before = name.slice(0, colon).trim();
    const head = THREE_WORDS.test(before) && !HEADER_WORDS.test(before);
    const read = head ? o.matcher.matchName(before, o.lang) : undefined;
    if (read && read.ids.length > 0 && read.unknownWords === 0) {
      inner = inner ? `${name.slice(colon + 1)}, ${inner}` : name.slice(colon + 1);
      innerAt = -1;
      name = before;
    } else name = name.slice(colon + 1);
  }
  const underscored = (marks & UNDERSCORE) !== 0 && name.includes('_');
  // Without a percentage taken out (which may join two parts), the name is part of the raw one.
  const emphasized =
    underscored || (!o.shouty && (own || (marks & CAPITALS) !== 0) && hasCapitalWord(name));
  const glued = underscored || ((marks & STAR) !== 0 && name.includes('*'));
  if (glued)
    // German glues an emphasised part into a compound (_Milch_pulver); other languages glue
    // words only by mistake ("Yogurt di_latte_ intero", "_Latte_parzialmente scremato").
    name = (o.lang === 'de' ? name.replace(UNDERSCORED, '$1') : unglue(name))
      .replace(GLUE_MARKS, '')
      .replace(SPACE_RUNS, ' ');
  // The raw name is trimmed with its spaces folded (split-list.ts): only a changed name needs it.
  const changed = name !== raw.name || !gated;
  if (changed) name = name.trim();
  // "- sel -", "@@@@Lait entier en poudre" (an OCR'd pack): marks around a name are no part of it.
  if (!gated || isMark(name.charCodeAt(0), true) || isMark(name.charCodeAt(name.length - 1), false))
    name = name.replace(MARKS_AROUND, '');
  if (changed && (name.includes('  ') || !gated)) name = name.replace(SPACE_RUNS, ' ');
  const qualified = glued || rareName ? stripQualifiers(name, gated) : undefined;
  if (qualified && qualified.topics.length + qualified.reduced.length > 0) {
    name = qualified.name;
    if (qualified.topics.length > 0) freeFrom = addTopics(freeFrom, qualified.topics);
    if (qualified.reduced.length > 0) lowIn = addTopics(lowIn, qualified.reduced);
    if (!name && !inner) {
      const text = raw.name.trim();
      for (const topic of freeFrom ?? [])
        o.count.claims.push({ topic, source: 'ingredients', strength: 'free', text });
      for (const topic of lowIn ?? [])
        o.count.claims.push({ topic, source: 'ingredients', strength: 'reduced', text });
      return;
    }
  }
  // LEADING_RELATION, WHERE and ABSENCE start with a word of FIRST_WORD; without one, no step here
  // changes the name's start. TRAILING_CONNECTOR needs one of its last letters at the end.
  if (!gated || (mayStart(name.charCodeAt(0)) && FIRST_WORD.test(name))) {
    if (LEADING_RELATION.test(name)) name = name.replace(LEADING_RELATION, '');
    if (ENDS_WITH_CONNECTOR.test(name)) name = name.replace(TRAILING_CONNECTOR, '');
    // "Cacao: 37 % minimum dans le chocolat": a statement about the product, not an ingredient.
    if (WHERE.test(name)) return;
    // "sans sucres avec édulcorants (Sorbitol, …)": what is absent goes, what is present stays.
    if (ABSENCE.test(name)) name = WITH.exec(name)?.[1] ?? '';
  } else if (mayEnd(name.charCodeAt(name.length - 1)) && ENDS_WITH_CONNECTOR.test(name))
    name = name.replace(TRAILING_CONNECTOR, '');
  // QUANTITY starts with whitespace or a digit.
  const quantity = !inner && (!gated || !isAsciiLetter(name.charCodeAt(0))) && QUANTITY.test(name);
  if ((!name && !inner) || quantity) return;
  // A lone letter is a vitamin only inside "Vitamine (A, C, D)"; at the top it is an OCR crumb.
  if (!o.nested && !inner && (name.length <= 2 || !gated) && ONE_LETTER.test(name)) return;
  // An origin note ("Suisse [Région La Gruyère]") is not an ingredient, nor is anything inside it.
  if (name && o.matcher.isOrigin(name)) return;
  const facts = o.scratch.facts;
  facts.emphasized = emphasized;
  facts.freeFrom = freeFrom;
  facts.lowIn = lowIn;
  facts.percent = percent;
  facts.minPercent = minPercent;
  facts.afterSlash = raw.afterSlash === true;
  // "lait écrémé 3,3 % et entier 2,2 % en poudre": one share for both parts, so they stay one item.
  const parts = name && !own?.joined ? splitJoined(name, o) : undefined;
  const size = level.size;
  if (parts === undefined) countItem(facts, name, inner, equivalent, o, level);
  else {
    // The brackets and the equivalence statement follow the last part.
    const last = parts.length - 1;
    for (let i = 0; i < last; i++) countItem(facts, parts[i] as string, '', undefined, o, level);
    countItem(facts, parts[last] as string, inner, equivalent, o, level);
  }
  // The node made last (if any) holds the sub-list; the others' `inner` is ''.
  if (level.size > size) level.innerAt[level.size - 1] = innerAt;
  for (let k = size; k < level.size; k++) level.percent[k] = percent ?? NaN;
}

/** Free-from topics in the order first found, each once (as a Set would keep them). */
function addTopics(into: ClaimTopic[] | undefined, topics: ClaimTopic[]): ClaimTopic[] {
  const all = into ?? [];
  for (const t of topics) if (!all.includes(t)) all.push(t);
  return all;
}
