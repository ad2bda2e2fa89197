// Draws set A (the engine's held-out set, issue 27 point 8) from the default catalogue: fixed
// seed, strata in a fixed order, each taking the first products of one shuffled order that match
// its test and were not taken before. The tests only choose what to read; the labels in
// intolerances.tsv and custom.tsv come from reading each product (bench/held-out/README.md).
// Run: npx tsx bench/held-out/sample-a.ts > /tmp/set-a.tsv
import { namesOf, readCatalogue, readSourceFiles, shuffled, textsOf } from './catalogue.js';
import { STRATA_A } from './strata-a.js';
import { TERMS } from './strata-terms.js';

export const SEED_A = 27;

export async function drawTerms(): Promise<
  { code: string; term: string; bucket: string; files: string[] }[]
> {
  const files = readSourceFiles();
  const out: { code: string; term: string; bucket: string; files: string[] }[] = [];
  const all = await readCatalogue();
  for (const [index, [term, buckets]] of Object.entries(TERMS).entries()) {
    // One order per term, so that the terms do not all share the same "clean" products.
    const catalogue = shuffled(all, SEED_A + 1 + index);
    const taken = new Set<string>();
    for (const b of buckets) {
      let count = 0;
      for (const p of catalogue) {
        if (count === b.n) break;
        if (taken.has(p.code)) continue;
        if (!b.test(p, namesOf(p).join(' | '), textsOf(p).join(' | '))) continue;
        taken.add(p.code);
        out.push({ code: p.code, term, bucket: b.bucket, files: files.get(p.code) ?? [] });
        count++;
      }
    }
  }
  return out;
}

export async function drawSetA(): Promise<{ code: string; stratum: string; files: string[] }[]> {
  const catalogue = shuffled(await readCatalogue(), SEED_A);
  const files = readSourceFiles();
  const taken = new Set<string>();
  const out: { code: string; stratum: string; files: string[] }[] = [];
  for (const stratum of STRATA_A) {
    let count = 0;
    for (const p of catalogue) {
      if (count === stratum.n) break;
      if (taken.has(p.code)) continue;
      if (!stratum.test(p, namesOf(p).join(' | '), textsOf(p).join(' | '))) continue;
      taken.add(p.code);
      out.push({ code: p.code, stratum: stratum.name, files: files.get(p.code) ?? [] });
      count++;
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--terms'))
    for (const row of await drawTerms())
      console.log(`${row.code}\t${row.term}:${row.bucket}\t${row.files.join(',')}`);
  else
    for (const row of await drawSetA())
      console.log(`${row.code}\t${row.stratum}\t${row.files.join(',')}`);
}
