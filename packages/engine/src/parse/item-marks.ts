// How an item is marked on the pack: allergen emphasis (CAPITALS, _underscores_) and free-from
// qualifiers inside its name or its brackets ("Demi-crème sans lactose", "(naturellement sans lactose)").
import type { ClaimTopic } from '../claims/claim-types';
import { findClaimPhrases } from '../claims/scan-claims';
import { CLAIM_HINT } from '../claims/claim-phrases';
import { ALL_HINTS } from '../text/hints';
import { SPACE_RUNS } from './white-space';

export const UNDERSCORED = /_([^_]+)_/gu;
const UNDERSCORED_AT = /_([^_]+)_/gu;

/**
 * Three capitals in a row: A–Z and À–Þ without ×, by UTF-16 code unit (no u flag). An expression,
 * not a char-code loop: names are often slices of longer texts, and irregexp reads those faster.
 */
const CAPITALS = /[A-ZÀ-ÖØ-Þ]{3}/;

/** A word of three or more capitals (allergen emphasis on Swiss/EU packs). */
export const hasCapitalWord = (text: string): boolean => CAPITALS.test(text);

const LETTER = /\p{L}/u;
/**
 * Three letters or more from lastIndex on (sticky): tested where a match ends, so no slice of the
 * rest is made. That place follows a "_", so it never splits a surrogate pair.
 */
const WORD_AT = /\p{L}{3,}/uy;

/** An underscored word, spaced from the words around it that it was glued to (see unglue). */
function spaceWord(_m: string, word: string, at: number, all: string): string {
  const before = at > 0 && LETTER.test(all[at - 1] as string) ? ' ' : '';
  WORD_AT.lastIndex = at + word.length + 2;
  const next = WORD_AT.test(all) ? ' ' : '';
  return `${before}${word}${next}`;
}

/**
 * "di_latte_ intero" → "di latte intero"; "_beurr_e" stays "beurre" (a suffix, not a word). Names
 * glued only by stars ("lait*") hold no "_": they skip the replace, whose call costs most.
 */
export const unglue = (name: string): string =>
  name.includes('_') ? name.replace(UNDERSCORED_AT, spaceWord) : name;

/**
 * Strips free-from qualifiers from a name: "Demi-crème sans lactose" → "Demi-crème", [lactose].
 * `gated` false (an ungated engine): no CLAIM_HINT pre-check, every phrase expression runs.
 */
/**
 * `topics`: what the ingredient is free from ("sans lactose"); `reduced`: what it is low in
 * ("pauvre en lactose", "laktosearm"): low-lactose is not lactose-free (LIV Art. 42).
 */
export function stripQualifiers(
  name: string,
  gated = true,
): { name: string; topics: ClaimTopic[]; reduced: ClaimTopic[] } {
  if (gated && !CLAIM_HINT.test(name)) return { name, topics: [], reduced: [] };
  const topics: ClaimTopic[] = [];
  const reduced: ClaimTopic[] = [];
  let rest = name;
  for (const m of findClaimPhrases(name, gated ? undefined : ALL_HINTS).reverse()) {
    (m.strength === 'free' ? topics : reduced).push(...m.topics);
    rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`;
  }
  return { name: rest.replace(SPACE_RUNS, ' ').trim(), topics, reduced };
}

const THREE_LETTERS = /\p{L}{3,}/u;

/** "(naturellement sans lactose)": how the ingredient came to be free of it says nothing more. */
const NATURALLY = /\b(?:naturellement|naturally|naturalmente|von natur aus|natürlich)\b/giu;

export const isOnlyClaim = (group: string, gated = true) => {
  const { name, topics, reduced } = stripQualifiers(group, gated);
  return topics.length + reduced.length > 0 && !THREE_LETTERS.test(name.replace(NATURALLY, ' '))
    ? { topics, reduced }
    : undefined;
};
