import { describe, expect, it } from 'vitest';
import type { DietProfile, ProductInput } from '@safeshelf/engine';
import { testEnv } from '#server/test/app.js';
import { getEngine } from '../diet/engine.js';
import {
  dietFacets,
  isSameProduct,
  isSaferAlternative,
  type AlternativeFacts,
} from './safer-alternatives.js';

const engine = getEngine(testEnv().CATALOG_DIR);
// dietFacets reads only the profile's token queries (app.diet.tokenQuery on a non-empty profile).
const diet = { tokenQuery: (p: DietProfile) => engine.dietTokenQuery(p) };
const profile = (intolerances: DietProfile['intolerances']): DietProfile => ({
  intolerances,
  custom: [],
  toleratedFodmapGroups: [],
});
/** A catalogue product as the recommendation query sees it: names, brand and stored diet tokens. */
const product = (
  name: string,
  input: ProductInput,
  brand: string | null = null,
): AlternativeFacts => ({
  name_en: null,
  name_de: null,
  name_fr: name,
  name_other: null,
  brand,
  diet_tokens: engine.flagTokens(engine.computeFlags(input)),
});

// Real rows of the default catalogue (barcode, name, ingredient text as found).
const oats = product('M-Classic Vollkorn-Haterflöckli flocons d’avoine complets', {
  ingredients_text_fr: 'flocons d’avoine complets.', // 7610200011428: lactose green, gluten yellow
});
const milk = product('Lait entier (Denner)', {
  ingredients_text_fr: 'Lait standardisé 3,5% de matière grasse.', // 7610029110579: lactose red
});
const noList = product('Kentavit Rapid flocons d’avoine', {}); // 7610491065537: no ingredient list

describe('safer alternatives', () => {
  it('compares every intolerance on its own, not the worst colour', () => {
    // Milk is greener than oats for gluten: an alternative for a gluten diet, not for lactose + gluten.
    expect(isSaferAlternative(oats, milk, dietFacets(diet, profile(['gluten'])))).toBe(true);
    expect(isSaferAlternative(oats, milk, dietFacets(diet, profile(['lactose', 'gluten'])))).toBe(
      false,
    );
    expect(isSaferAlternative(milk, oats, dietFacets(diet, profile(['lactose', 'gluten'])))).toBe(
      false,
    );
  });

  it('treats custom words as one more part of the diet', () => {
    const facets = dietFacets(diet, { ...profile([]), custom: ['Hafer'] });
    expect(facets).toHaveLength(1);
    expect(isSaferAlternative(milk, oats, facets)).toBe(false);
    expect(isSaferAlternative(oats, milk, facets)).toBe(true);
  });

  it('never offers a product without data for one judged on its list', () => {
    expect(isSaferAlternative(oats, noList, [])).toBe(false);
    expect(isSaferAlternative(noList, oats, [])).toBe(true);
  });

  it.each([
    // Yoqua pêche 7610900016556 (150 g) and 7610900021703 (450 g): one yogurt, two pack sizes.
    [['Yoqua Pêche', null], ['yoqua peche', null], true],
    // Noir Spécial 72 %: 7616500012134 names Migros, 7616500656550 no brand: not two brands.
    [['Noir special 72', 'Migros'], ['Noir Spécial 72', null], true],
    [['Lait entier', 'Denner'], ['Lait entier', 'Coop'], false],
    [['Lait entier (Denner)', null], ['Lait Entier', null], false],
  ] as const)('%j and %j are the same product: %s', ([nameA, brandA], [nameB, brandB], same) => {
    expect(isSameProduct(product(nameA, {}, brandA), product(nameB, {}, brandB))).toBe(same);
  });
});
