// Free-from phrases in de/fr/it/en as printed on Swiss packs. Sources: LIV SR 817.022.16 Art. 41
// ("glutenfrei" ≤ 20 mg/kg, "sehr geringer Glutengehalt" ≤ 100 mg/kg) and Art. 42 ("laktosefrei"
// < 0.1 g/100 g, "laktosearm"); EU 828/2014; the Open Food Facts labels taxonomy (en:no-lactose
// "sans lactose", "Senza lattosio, Naturalmente senza lattosio"; en:no-gluten "Glutenfrei",
// "Sans gluten", "Senza glutine"); DOMAIN.md "Free-from claims" and "Qualifiers".
import type { ClaimTopic } from './claim-types';
import { HINT } from '../text/hints';
import { wordsAfterNoLetter } from '../text/word-first';

const LACTOSE = 'lactose|laktose|lattosio|lactosa|milchzucker';
const GLUTEN = 'gluten|glutine';
export const TOPIC = `(?:${LACTOSE}|${GLUTEN})`;
/** "sans", "ohne", "senza", "without", "free from", "exempt de", "privo di" … */
export const WITHOUT =
  '(?:sans|ohne|senza|without|no|zero|free\\s+(?:from|of)|frei\\s+von|exempte?s?\\s+(?:de|of)|priv[oaie]\\s+di|sin)';
/** Joins two topics: "sans gluten ni lactose", "Gluten- und laktosefrei", "senza glutine né lattosio". */
const AND = '(?:ni|et|und|e|né|ne|and|or|&|y|o|,|/)';
const NOT_LETTER_BEFORE = '(?<![\\p{L}])';
const NOT_LETTER_AFTER = '(?![\\p{L}])';
/** "sans lactose ajouté", "no added lactose": about added lactose only, not a free-from claim. */
const ADDED = /^\s*(?:ajout|added|aggiunt|zugesetzt|zugefügt)/iu;

export interface ClaimPattern {
  re: RegExp;
  /** The HINT bit of words every match contains (text/hints.ts): skips the pattern on most names. */
  hint: number;
  /**
   * Words of the pattern too common to wake it alone: without `hint`'s words a match holds one of
   * `weak.hint`'s, and then `weak.check` matches too (a shorter expression, run only then).
   */
  weak?: { hint: number; check: RegExp };
  strength: 'free' | 'reduced';
}

export const CLAIM_PATTERNS: readonly ClaimPattern[] = [
  // sans lactose, ohne Gluten, senza glutine né lattosio, free from gluten, exempt de lactose.
  {
    re: new RegExp(
      `${wordsAfterNoLetter(WITHOUT)}\\s*${TOPIC}(?:\\s*${AND}\\s*(?:${WITHOUT}\\s+)?${TOPIC})*${NOT_LETTER_AFTER}`,
      'giu',
    ),
    hint: HINT.claimWithout,
    // "no" and "sin" are in half of all texts ("noisettes", "raisins"), right before a topic in few.
    weak: { hint: HINT.claimNo, check: new RegExp(`(?:no|sin)\\s*${TOPIC}`, 'iu') },
    strength: 'free',
  },
  // laktosefrei, laktose - frei, Gluten- und laktosefreie, lactose-free, gluten free.
  {
    re: new RegExp(
      `${wordsAfterNoLetter(TOPIC)}(?:\\s*-?\\s*${AND}\\s*${TOPIC})*\\s*-?\\s*(?:fre[iïí](?:e[nmrs]?)?|free)${NOT_LETTER_AFTER}`,
      'giu',
    ),
    hint: HINT.claimFree,
    strength: 'free',
  },
  // Italian and French lactase-treated milk: "latte delattosato", "crème délactosée".
  {
    re: /(?<![\p{L}])(?:delattosat[oaie]|d[ée]lactos[ée]e?s?)(?![\p{L}])/giu,
    hint: HINT.claimFree,
    strength: 'free',
  },
  // laktosearm, lactose reduced, pauvre en lactose, a ridotto contenuto di lattosio, very low gluten.
  {
    re: new RegExp(
      `${NOT_LETTER_BEFORE}(?:(?:laktose|lactose)\\s*-?\\s*(?:arm|reduziert|reduced)\\w*|(?:low|reduced)[\\s-]+lactose|pauvre\\s+en\\s+lactose|(?:à\\s+)?teneur\\s+réduite\\s+en\\s+lactose|(?:a\\s+)?(?:ridotto|basso)\\s+contenuto\\s+di\\s+lattosio|very\\s+low\\s+gluten|sehr\\s+geringe[rnm]?\\s+glutengehalt|très\\s+faible\\s+teneur\\s+en\\s+gluten)${NOT_LETTER_AFTER}`,
      'giu',
    ),
    hint: HINT.claimReduced,
    strength: 'reduced',
  },
];

const TOPIC_WORDS: [RegExp, ClaimTopic][] = [
  [new RegExp(`${LACTOSE}|lattosat|lactos[ée]`, 'iu'), 'lactose'],
  [new RegExp(GLUTEN, 'iu'), 'gluten'],
];

/** The topics a matched phrase names ("sans gluten ni lactose" → both). */
export function topicsOf(phrase: string): ClaimTopic[] {
  // A loop, not filter and map: one array per phrase instead of two.
  const topics: ClaimTopic[] = [];
  for (const [re, topic] of TOPIC_WORDS) if (re.test(phrase)) topics.push(topic);
  return topics;
}

export const isAboutAddedOnly = (after: string) => ADDED.test(after);

/** Cheap pre-check: every phrase contains one of these. */
export const CLAIM_HINT = /lact|lakt|latto|gluten|glutine|milchzucker/iu;
