// Finds free-from phrases in a text and tells a claim about the product ("…, sans lactose",
// "Glutenfrei.") from a qualifier of one ingredient ("Demi-crème sans lactose", "laktosefreie
// Milch", "Magermilch (laktosefrei)"): a claim stands between separators on both sides.
import type { ClaimTopic } from './claim-types';
import { CLAIM_HINT, CLAIM_PATTERNS, isAboutAddedOnly, topicsOf } from './claim-phrases';
import { HINT, scanHints } from '../text/hints';

export interface ClaimMatch {
  start: number;
  end: number;
  text: string;
  topics: ClaimTopic[];
  strength: 'free' | 'reduced';
}

export interface ClaimSpan extends ClaimMatch {
  /** True when the phrase stands alone (a claim about the product), false for a qualifier. */
  standalone: boolean;
}

/** Words around a claim that neither name an ingredient nor attach the claim to one. */
const FILLER = new Set([
  // "Par nature sans lactose.", "Per natura senza lattosio", "by nature".
  'par',
  'nature',
  'per',
  'natura',
  'by',
  'naturellement',
  'naturel',
  'natürlich',
  'naturlich',
  'von',
  'natur',
  'aus',
  'naturally',
  'naturalmente',
  'garanti',
  'garantie',
  'garantiert',
  'guaranteed',
  'garantito',
  'produit',
  'product',
  'prodotto',
  'produkt',
  'ce',
  'this',
  'questo',
  'dieses',
  'est',
  'ist',
  'is',
  'è',
  'und',
  'et',
  'e',
  'and',
  'free',
  'from',
  'freefrom',
  '100',
  '100%',
  '%',
]);
/** After a claim, another free-from phrase ("sans lactose, sans sucres ajoutés") ends it too. */
const OTHER_WITHOUT = new Set([
  'sans',
  'ohne',
  'senza',
  'without',
  'no',
  'sin',
  'avec',
  'mit',
  'con',
]);
const SEPARATOR = /[.,;:|¦•!?\n\r\t*]/u;

const isWeakMatch = (text: string, hints: number, weak: { hint: number; check: RegExp }) =>
  (hints & weak.hint) !== 0 && weak.check.test(text);

/**
 * `hints`: scanHints of this text or of one it was cut from (text/hints.ts). Without them a short
 * name is first tested by CLAIM_HINT, cheaper than a scan when, as mostly, no topic is named.
 */
export function findClaimPhrases(text: string, given?: number): ClaimMatch[] {
  if (given === undefined && !CLAIM_HINT.test(text)) return [];
  const hints = given ?? scanHints(text);
  if ((hints & HINT.claim) === 0) return [];
  const found: ClaimMatch[] = [];
  for (const { re, hint, weak, strength } of CLAIM_PATTERNS) {
    if ((hints & hint) === 0 && (weak === undefined || !isWeakMatch(text, hints, weak))) continue;
    // exec on the global expression, not matchAll, which copies the expression for each call.
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (isAboutAddedOnly(text.slice(end, end + 12))) continue;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ start, end, text: m[0].trim(), topics: topicsOf(m[0]), strength });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Index of the first character before `at` that is not a space or filler word (-1: none). */
function skipBack(text: string, at: number, claims: readonly ClaimMatch[]): number {
  let i = at - 1;
  for (;;) {
    while (i >= 0 && /[\s\-–]/u.test(text[i] as string)) i--;
    if (i < 0) return i;
    const claim = claims.find((c) => c.end - 1 === i);
    if (claim) {
      i = claim.start - 1;
      continue;
    }
    let w = i;
    while (w >= 0 && /[\p{L}\d%]/u.test(text[w] as string)) w--;
    if (w < i && FILLER.has(text.slice(w + 1, i + 1).toLowerCase())) {
      i = w;
      continue;
    }
    return i;
  }
}

function skipForward(text: string, at: number, claims: readonly ClaimMatch[]): number {
  let i = at;
  for (;;) {
    while (i < text.length && /[\s\-–]/u.test(text[i] as string)) i++;
    if (i >= text.length) return i;
    const claim = claims.find((c) => c.start === i);
    if (claim) {
      i = claim.end;
      continue;
    }
    let w = i;
    while (w < text.length && /[\p{L}\d%]/u.test(text[w] as string)) w++;
    const word = text.slice(i, w).toLowerCase();
    if (w > i && FILLER.has(word)) {
      i = w;
      continue;
    }
    return i;
  }
}

/** A bracket opening at a separator (or at the start) groups claims; one after a word qualifies it. */
function opensFreely(text: string, open: number, claims: readonly ClaimMatch[]): boolean {
  const before = skipBack(text, open, claims);
  return (
    before < 0 || SEPARATOR.test(text[before] as string) || /[([]/u.test(text[before] as string)
  );
}

function standsAlone(text: string, c: ClaimMatch, claims: readonly ClaimMatch[]): boolean {
  const before = skipBack(text, c.start, claims);
  const b = before < 0 ? '' : (text[before] as string);
  const leftFree =
    before < 0 ||
    SEPARATOR.test(b) ||
    ((b === '(' || b === '[') && opensFreely(text, before, claims));
  if (!leftFree) return false;
  // "Sans lactose - Teneur résiduelle …": a dash between spaces separates, as in a list.
  if (/^\s+[-–]\s/u.test(text.slice(c.end, c.end + 4))) return true;
  const after = skipForward(text, c.end, claims);
  if (after >= text.length) return true;
  const a = text[after] as string;
  if (SEPARATOR.test(a) || /[)\]([\d<>]/u.test(a) || a === '&') return true;
  let w = after;
  while (w < text.length && /\p{L}/u.test(text[w] as string)) w++;
  return OTHER_WITHOUT.has(text.slice(after, w).toLowerCase());
}

/** Free-from phrases of a text, each marked as a product claim or an ingredient's qualifier. */
export function scanClaims(text: string, hints = scanHints(text)): ClaimSpan[] {
  const claims = findClaimPhrases(text, hints);
  return claims.map((c) => ({ ...c, standalone: standsAlone(text, c, claims) }));
}
