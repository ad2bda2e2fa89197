// How an item is marked on the pack: allergen emphasis (CAPITALS, _underscores_) and free-from
// qualifiers inside its name or its brackets ("Demi-crème sans lactose", "(naturellement sans lactose)").
import type { ClaimTopic } from '../claims/claim-types';
import { findClaimPhrases } from '../claims/scan-claims';
import { CLAIM_HINT } from '../claims/claim-phrases';

export const UNDERSCORED = /_([^_]+)_/gu;
const UNDERSCORED_AT = /_([^_]+)_/gu;

/**
 * Three capitals in a row: A–Z and À–Þ without ×, by UTF-16 code unit (no u flag). An expression,
 * not a char-code loop: names are often slices of longer texts, and irregexp reads those faster.
 */
const CAPITALS = /[A-ZÀ-ÖØ-Þ]{3}/;

/** A word of three or more capitals (allergen emphasis on Swiss/EU packs). */
export const hasCapitalWord = (text: string): boolean => CAPITALS.test(text);

/** "di_latte_ intero" → "di latte intero"; "_beurr_e" stays "beurre" (a suffix, not a word). */
export function unglue(name: string): string {
  return name.replace(UNDERSCORED_AT, (_m, word: string, at: number, all: string) => {
    const before = at > 0 && /\p{L}/u.test(all[at - 1] as string) ? ' ' : '';
    const next = /^\p{L}{3,}/u.test(all.slice(at + word.length + 2)) ? ' ' : '';
    return `${before}${word}${next}`;
  });
}

/** Strips free-from qualifiers from a name: "Demi-crème sans lactose" → "Demi-crème", [lactose]. */
export function stripQualifiers(name: string): { name: string; topics: ClaimTopic[] } {
  if (!CLAIM_HINT.test(name)) return { name, topics: [] };
  const topics: ClaimTopic[] = [];
  let rest = name;
  for (const m of findClaimPhrases(name).reverse()) {
    topics.push(...m.topics);
    rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`;
  }
  return { name: rest.replace(/\s+/g, ' ').trim(), topics };
}

/** "(naturellement sans lactose)": how the ingredient came to be free of it says nothing more. */
const NATURALLY = /\b(?:naturellement|naturally|naturalmente|von natur aus|natürlich)\b/giu;

export const isOnlyClaim = (group: string) => {
  const { name, topics } = stripQualifiers(group);
  return topics.length > 0 && !/\p{L}{3,}/u.test(name.replace(NATURALLY, ' ')) ? topics : undefined;
};
