// Zod-free, so the phone's engine worker can use it without the schemas (issue 32).
import type { DietProfile, ProductInput } from '@safeshelf/engine';
import type { FodmapGroup, Intolerance } from '@safeshelf/engine';
import type { PACK_LANGS } from './values.js';

/** The diet profile as the API sends it to the phone (snake_case, like every API field). */
export interface EngineProfile {
  intolerances: Intolerance[];
  custom: string[];
  tolerated_fodmap_groups: FodmapGroup[];
}

/** A label's text as sent to `POST /api/diet-check/`. */
export interface LabelText {
  ingredients_text: string;
  product_name?: string;
  lang?: (typeof PACK_LANGS)[number];
}

/** The engine's own form of the profile (the phone judges labels with it). */
export const toDietProfile = (profile: EngineProfile): DietProfile => ({
  intolerances: profile.intolerances,
  custom: profile.custom,
  toleratedFodmapGroups: profile.tolerated_fodmap_groups,
});

/** A label's text as the engine reads it, the same for the server's check and the phone's. */
export const toLabelInput = (label: LabelText): ProductInput => ({
  ingredients_text: label.ingredients_text,
  product_name: label.product_name ?? undefined,
  lang: label.lang ?? undefined,
});
