import { join } from 'node:path';
import stringify from 'safe-stable-stringify';
import { describe, expect, it } from 'vitest';
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import { analysisAnswersOf } from '../bench/engine-fingerprint';
import { readMergedCatalogue, toProductInput } from '../server/src/modules/catalogue/index.js';

// Issue 26 point 2: the engine's short-cuts (hint bits, item gates, pre-checks, memos) may decide
// whether an expression runs only if running it anyway changes nothing. An engine made with
// `ungated: true` runs every guarded expression and keeps no memo; over the whole default catalogue
// (what `npm start` imports and `npm run diet:audit` judges) it must answer exactly as the gated one.
// A phrase added to an expression without its hint word makes this test fail.
describe('the engine ungated', () => {
  it('answers as the gated engine for every product of the default catalogue', async () => {
    const dir = defaultCatalogDir();
    const products = (await readMergedCatalogue([join(dir, 'products')], true)).map(toProductInput);
    const gated = createEngineFromDir(dir);
    const ungated = createEngineFromDir(dir, { ungated: true });
    const differ: string[] = [];
    for (const p of products) {
      const a = analysisAnswersOf(gated, p);
      const b = analysisAnswersOf(ungated, p);
      if (stringify(a) === stringify(b)) continue;
      const keys = (Object.keys(a) as (keyof typeof a)[]).filter(
        (k) => stringify(a[k]) !== stringify(b[k]),
      );
      differ.push(`${p.code ?? '?'} (${keys.join(', ')})`);
    }
    expect(products.length).toBeGreaterThan(30_000);
    expect(differ.slice(0, 20)).toEqual([]);
  }, 900_000);
});
