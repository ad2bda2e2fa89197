// One engine per test worker: loading the catalogue takes ~0.5 s.
import type { DietProfile, Intolerance, ProductInput } from '../types';
import type { Engine } from '../engine';
import { createEngineFromDir } from './index';

let engine: Engine | undefined;

export function testEngine(): Engine {
  engine ??= createEngineFromDir();
  return engine;
}

export function profileOf(
  intolerances: Intolerance[],
  custom: string[] = [],
  toleratedFodmapGroups: DietProfile['toleratedFodmapGroups'] = [],
): DietProfile {
  return { intolerances, custom, toleratedFodmapGroups };
}

/** Judge one ingredient text for one intolerance; returns what a user sees for it. */
export function judgeText(
  text: string,
  intolerance: Intolerance,
  extra: Partial<ProductInput> = {},
  lang: 'en' | 'de' | 'fr' = 'en',
) {
  const v = testEngine().judge(
    { ingredients_text: text, ...extra },
    profileOf([intolerance]),
    lang,
  );
  const checks = v.checks.filter((c) => c.intolerance === intolerance);
  return {
    color: v.per_intolerance[intolerance],
    codes: checks.map((c) => c.code),
    triggers: checks.map((c) => c.trigger),
    checks,
  };
}
