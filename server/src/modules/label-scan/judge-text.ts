import type { FastifyInstance } from 'fastify';
import type { DietProfile, Lang, ProductInput } from '@safeshelf/engine';
import type { DietCheckResult, PackLang } from '@safeshelf/contract';
import { computeEngineFingerprint } from '#server/modules/catalogue/index.js';
import { engineFor } from '#server/modules/products/index.js';

export interface LabelText {
  ingredients_text: string;
  product_name?: string | null;
  /** The pack's language when the user knows it; the engine guesses otherwise. */
  lang?: PackLang | null;
}

/** A label's text as the engine reads it. */
export const toLabelInput = (label: LabelText): ProductInput => ({
  ingredients_text: label.ingredients_text,
  product_name: label.product_name ?? undefined,
  lang: label.lang ?? undefined,
});

/** The verdict on a label's text for a diet profile, in the shape of a product's diet check. */
export function judgeLabelText(
  app: FastifyInstance,
  label: LabelText,
  profile: DietProfile,
  lang: Lang,
): DietCheckResult {
  const verdict = engineFor(app).judge(toLabelInput(label), profile, lang);
  return { diet_color: verdict.diet_color, checks: verdict.checks };
}

const fingerprints = new Map<string, string>();

/** The running engine's fingerprint (code and knowledge files), computed once per catalogue. */
export function engineFingerprintOf(app: FastifyInstance): string {
  const dir = app.env.CATALOG_DIR;
  let fingerprint = fingerprints.get(dir);
  if (!fingerprint) {
    fingerprint = computeEngineFingerprint(dir);
    fingerprints.set(dir, fingerprint);
  }
  return fingerprint;
}

/** A stable key of what in a diet profile changes a verdict. */
export const profileKey = (profile: DietProfile) =>
  JSON.stringify([
    [...profile.intolerances].sort(),
    [...profile.custom].sort(),
    [...profile.toleratedFodmapGroups].sort(),
  ]);
