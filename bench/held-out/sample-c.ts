// Draws set C (issue 28 point 2): 300 products at random (seed 280) from the whole default
// catalogue, for a careful reading of the subcategory each belongs in (categories.tsv).
// Run: npx tsx bench/held-out/sample-c.ts
import { readCatalogue, readSourceFiles, shuffled } from './catalogue.js';

export const SEED_C = 280;
export const SIZE_C = 300;

export async function drawSetC(): Promise<string[]> {
  return shuffled(await readCatalogue(), SEED_C)
    .slice(0, SIZE_C)
    .map((p) => p.code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = readSourceFiles();
  for (const code of await drawSetC())
    console.log(`${code}\t\t${(files.get(code) ?? []).join(',')}`);
}
