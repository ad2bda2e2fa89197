// The invariant the database relies on: colouring by tokens gives the judge's colour.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogDir } from '../node/index';
import { testEngine } from '../node/testing';
import { FODMAP_GROUPS, INTOLERANCES, type DietProfile, type ProductInput } from '../types';
import { colorFromTokens } from './tokens';

const NAMES = [
  'Zucker',
  'Vollmilchpulver',
  'Emmentaler',
  'Butter',
  'Milchsäure',
  'Kakaobutter',
  'Kokosmilch',
  'Weizenmehl',
  'Buchweizen',
  'Haferflocken',
  'Glukosesirup (Weizen)',
  'Honig',
  'Sorbit',
  'Zwiebeln',
  'Gewürze',
  'Kichererbsen',
  'Knollensellerie',
  'Haselnüsse',
  'lait',
  'farine de blé',
  'miel',
  'ail',
  'whey',
  'apple juice',
  'rice',
  'Blorfin',
  'Quxbar',
  'E420',
  'Laktose',
  'Glukose-Fruktose-Sirup',
  'Rahm',
  'Reis',
  'Salz',
  'Wasser',
];
const TERMS = ['Sellerie', 'noisettes', 'Milch', 'celery', 'Weizen', 'Blorfinat', 'ail'];

const ingredient = fc
  .tuple(fc.constantFrom(...NAMES), fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }))
  .map(([n, p]) => (p ? `${n} ${p}%` : n));
const product: fc.Arbitrary<ProductInput> = fc.record(
  {
    ingredients_text: fc
      .tuple(
        fc.array(ingredient, { maxLength: 8 }),
        fc.option(fc.constantFrom('Milch', 'Weizen', 'Haselnüssen', 'Sellerie'), {
          nil: undefined,
        }),
      )
      .map(
        ([list, trace]) => list.join(', ') + (trace ? `. Kann Spuren von ${trace} enthalten.` : ''),
      ),
    labels_tags: fc.subarray(['en:no-lactose', 'en:no-gluten', 'en:organic']),
    categories_tags: fc.subarray([
      'en:dairies',
      'en:cheeses',
      'en:emmentaler',
      'en:milks',
      'en:butters',
      'en:breads',
    ]),
    allergens_tags: fc.subarray(['en:milk', 'en:gluten', 'en:celery']),
    traces_tags: fc.subarray(['en:milk', 'en:gluten', 'en:nuts']),
    nutriments_100g: fc.record(
      { lactose: fc.constantFrom(0, 0.05, 0.5, 4.8), polyols: fc.constantFrom(0, 1) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const profile: fc.Arbitrary<DietProfile> = fc.record({
  intolerances: fc.subarray([...INTOLERANCES]),
  custom: fc.subarray(TERMS),
  toleratedFodmapGroups: fc.subarray([...FODMAP_GROUPS]),
});

function expectInvariant(p: ProductInput, prof: DietProfile): void {
  const e = testEngine();
  const verdict = e.judge(p, prof, 'de');
  expect(verdict.diet_color).toBe(
    colorFromTokens(e.flagTokens(e.computeFlags(p)), e.dietTokenQuery(prof)),
  );
  for (const i of prof.intolerances) {
    expect(verdict.per_intolerance[i]).toBeDefined();
    expect(verdict.checks.some((c) => c.intolerance === i)).toBe(true);
  }
}

describe('judge colour equals token colour', () => {
  it('for generated products and profiles', () => {
    fc.assert(
      fc.property(product, profile, (p, prof) => expectInvariant(p, prof)),
      { numRuns: 1500 },
    );
  }, 120_000);

  it('for real products', () => {
    const file = join(defaultCatalogDir(), 'products', 'off_products_merged.jsonl');
    const products = readFileSync(file, 'utf8')
      .split('\n')
      .slice(0, 1500)
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ProductInput);
    const profiles: DietProfile[] = [
      { intolerances: [...INTOLERANCES], custom: [], toleratedFodmapGroups: [] },
      { intolerances: ['lactose'], custom: [], toleratedFodmapGroups: [] },
      {
        intolerances: ['gluten', 'fodmap'],
        custom: ['Sellerie'],
        toleratedFodmapGroups: ['fructans', 'lactose'],
      },
      { intolerances: [], custom: ['noisettes', 'Milch'], toleratedFodmapGroups: [] },
    ];
    for (const p of products) for (const prof of profiles) expectInvariant(p, prof);
  }, 120_000);

  it('a tolerated FODMAP group never makes a product yellow or red for FODMAP', () => {
    fc.assert(
      fc.property(product, (p) => {
        const v = testEngine().judge(
          p,
          { intolerances: ['fodmap'], custom: [], toleratedFodmapGroups: [...FODMAP_GROUPS] },
          'en',
        );
        expect(v.per_intolerance.fodmap).toBe('green');
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
