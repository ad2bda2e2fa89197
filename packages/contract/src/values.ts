// Allowed values the web app shows before any validation runs. This module imports no zod, so a
// page listing them does not download the schemas (`@safeshelf/contract/values`).
export { INTOLERANCES, NUTRIENT_KEYS } from '@safeshelf/engine';
export type { NutrientKey } from '@safeshelf/engine';

export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** Languages a pack's ingredient list may be read in (Swiss packs: de, fr, it, often en). */
export const PACK_LANGS = ['de', 'fr', 'it', 'en'] as const;

/** What a user says is wrong with a verdict ("Is this wrong?"). */
export const REPORT_REASONS = [
  // "It is red/yellow but I eat it without trouble": the engine is too strict.
  'fits_my_diet',
  // "It is green but it does not fit": the engine missed something.
  'does_not_fit',
  // The engine read an ingredient wrongly (or the photo was misread).
  'wrong_ingredient',
  'other',
] as const;

/** The intolerances a report may be about: the fixed ones and the user's own words. */
export const REPORT_INTOLERANCES = ['lactose', 'gluten', 'fructose', 'fodmap', 'custom'] as const;

/** A user shops for at most this many people besides themselves (issue 33). */
export const MAX_HOUSEHOLD_PEOPLE = 6;
/**
 * Why a card's product fits the shopper's diet, when the pack or the kind of food says so
 * (issue 28): a free-from claim, or a ripened cheese or butter for lactose.
 */
export const FIT_REASONS = ['gluten_free', 'lactose_free', 'ripened_cheese', 'butter'] as const;
export type FitReason = (typeof FIT_REASONS)[number];
