import { describe, expect, it } from 'vitest';
import type { ProductInput } from './types';
import { createEngineFromDir } from './node';
import { profileOf, testEngine } from './node/testing';

// Issue 26 point 3: the engine keeps no state between calls at module level; each call works in a
// scratch of its own (scratch.ts). Two calls interleaved, or one started inside another, answer as
// each would alone.
const PRODUCTS: ProductInput[] = [
  // Quoted from ../shared/data (Open Food Facts and Lifyzer ingredient texts).
  {
    code: '7610200041487',
    ingredients_text:
      'Farina di frumento, margarina (grasso di palma, burro, emulsionante: E471), zucchero a velo, uova, mandorle 4.5%, aromi. Può contenere: soia.',
  },
  {
    code: '4006400404123',
    ingredients_text:
      'Zucker, Palmöl, HASELNÜSSE (13 %), MAGERMILCH - PULVER (8,7%), fettarmer Kakao (7,4 %), Emulgator Lecithine (SOJA), Vanillin.',
  },
  {
    code: '40225760',
    ingredients_text:
      'Sucre, graisse végétale (huile de palme), lait entier en poudre (10%), cacao faible en gras (8%), émulsifiant (E472c).',
    traces_tags: ['en:nuts'],
  },
  {
    code: 'plain',
    ingredients_text: 'Vollmilch, Rahm, Zucker 7%, Erdbeeren 5%, Apfelsaftkonzentrat',
  },
];
const PROFILE = profileOf(['lactose', 'gluten', 'fructose', 'fodmap'], ['Sellerie', 'noisettes']);

/** Everything an engine answers for a product, as one value to compare. */
const answers = (engine = testEngine(), p: ProductInput) => ({
  verdict: engine.judge(p, PROFILE, 'de'),
  flags: engine.computeFlags(p),
  claims: engine.readClaims(p),
  parsed: engine.parseIngredients(p.ingredients_text ?? '', 'de'),
});

describe('calls that overlap', () => {
  it('answer as each product judged alone, interleaved in any order and across two engines', () => {
    const fresh = createEngineFromDir();
    const alone = PRODUCTS.map((p) => answers(fresh, p));
    const one = testEngine();
    const other = createEngineFromDir();
    const kept = PRODUCTS.map((p, i) => answers(i % 2 === 0 ? one : other, p));
    // What earlier calls returned is not changed by later calls (no output shares a buffer).
    for (const p of [...PRODUCTS].reverse()) answers(one, p);
    expect(kept).toEqual(alone);
    expect(PRODUCTS.map((p) => answers(other, p))).toEqual(alone);
  });

  it('answer as alone when a call starts inside another (the product is read mid-judge)', () => {
    const engine = testEngine();
    const outer = PRODUCTS[2] as ProductInput;
    const expected = engine.judge(outer, PROFILE, 'de');
    const inner: unknown[] = [];
    // traces_tags is read after the list was walked and before its amounts are measured.
    const reentering: ProductInput = {
      ...outer,
      get traces_tags() {
        if (inner.length === 0)
          for (const p of PRODUCTS) inner.push(engine.judge(p, PROFILE, 'fr'));
        return outer.traces_tags;
      },
    };
    expect(engine.judge(reentering, PROFILE, 'de')).toEqual(expected);
    expect(inner).toEqual(PRODUCTS.map((p) => engine.judge(p, PROFILE, 'fr')));
  });
});
