// Draws set A (the engine's held-out set, issue 27 point 8) from the default catalogue: fixed
// seed, strata in a fixed order, each taking the first products of one shuffled order that match
// its test and were not taken before. The tests only choose what to read; the labels in
// intolerances.tsv and custom.tsv come from reading each product (bench/held-out/README.md).
// Run: npx tsx bench/held-out/sample-a.ts > /tmp/set-a.tsv
import { readCatalogue, readSourceFiles, shuffled } from './catalogue.js';
import { takeStrata } from './sample-tests.js';
import { STRATA_A } from './strata-a.js';
import { TERMS } from './strata-terms.js';

export const SEED_A = 27;

/** Custom-term pairs: one shuffled order per term, so that the terms share no "clean" products. */
export async function drawTerms(): Promise<{ code: string; term: string; bucket: string }[]> {
  const all = await readCatalogue();
  return Object.entries(TERMS).flatMap(([term, buckets], index) =>
    takeStrata(
      shuffled(all, SEED_A + 1 + index),
      buckets.map((b) => ({ ...b, name: b.bucket })),
    ).map(({ code, name }) => ({ code, term, bucket: name })),
  );
}

export async function drawSetA(): Promise<{ code: string; stratum: string }[]> {
  return takeStrata(shuffled(await readCatalogue(), SEED_A), STRATA_A).map(({ code, name }) => ({
    code,
    stratum: name,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = readSourceFiles();
  const rows = process.argv.includes('--terms')
    ? (await drawTerms()).map((r) => ({ code: r.code, what: `${r.term}:${r.bucket}` }))
    : (await drawSetA()).map((r) => ({ code: r.code, what: r.stratum }));
  for (const { code, what } of rows)
    console.log(`${code}\t${what}\t${(files.get(code) ?? []).join(',')}`);
}
