import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEngineFromDir, defaultCatalogDir } from '@safeshelf/engine/node';
import {
  DIGESTS_FILE,
  HASH_FILE,
  fingerprint,
  movedProducts,
  readBenchProducts,
  readDigests,
  readHash,
} from '../bench/engine-fingerprint';

const committed = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

// A change that moves what the engine answers for the benchmark products must say so: it updates
// the committed fingerprint (npm run diet:fingerprint -- --update) in the same commit.
describe('diet engine outputs fingerprint', () => {
  it('equals the committed value (npm run diet:fingerprint shows what moved)', () => {
    const dir = defaultCatalogDir();
    const now = fingerprint(createEngineFromDir(dir), readBenchProducts(dir));
    const moved = movedProducts(readDigests(committed(DIGESTS_FILE)), now).map(
      (i) => now.products[i]?.code,
    );
    expect({ hash: now.hash, moved: moved.slice(0, 20) }).toEqual({
      hash: readHash(committed(HASH_FILE)),
      moved: [],
    });
  }, 300_000);
});
