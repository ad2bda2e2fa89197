// What the diet engine answers for the benchmark products, hashed: the proof that a change kept
// (or moved) the outputs, re-run by anyone with `npm run diet:fingerprint` and checked in CI
// (scripts/diet-fingerprint.test.ts). Issue 26 point 1.
import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { DietProfile, Engine, ProductInput } from '@safeshelf/engine';
import { readLifyzerProducts, readOffProducts } from './engine-products';

/** The four fixed intolerances, as bench/engine-throughput.ts judges them. */
export const BASE: DietProfile = {
  intolerances: ['lactose', 'gluten', 'fructose', 'fodmap'],
  custom: [],
  toleratedFodmapGroups: [],
};
/** Words of the user's own, in two languages (the throughput bench's custom pass). */
export const CUSTOM: DietProfile = { ...BASE, custom: ['Sellerie', 'noisettes'] };
/** Groups a user tolerates after reintroduction: one that many products hold, and lactose. */
export const TOLERATED: DietProfile = { ...BASE, toleratedFodmapGroups: ['fructans', 'lactose'] };

/**
 * The benchmark products (bench/engine-throughput.ts): every Open Food Facts product with an
 * ingredient text in a language the engine reads for the pack, then the Lifyzer Swiss products with
 * a text. Read from the catalogue directory at run time, in file order.
 */
export function readBenchProducts(catalogDir: string): ProductInput[] {
  const off = readOffProducts(catalogDir).filter(
    (p) =>
      p.ingredients_text || p.ingredients_text_de || p.ingredients_text_fr || p.ingredients_text_en,
  );
  return [...off, ...readLifyzerProducts(catalogDir)];
}

/** Everything the engine answers for one product, under the names the fingerprint shows. */
export function answersOf(engine: Engine, p: ProductInput) {
  return {
    'judge de': engine.judge(p, BASE, 'de'),
    'judge fr': engine.judge(p, BASE, 'fr'),
    'judge en': engine.judge(p, BASE, 'en'),
    'judge custom': engine.judge(p, CUSTOM, 'de'),
    'judge tolerated': engine.judge(p, TOLERATED, 'en'),
    flags: engine.computeFlags(p),
    claims: engine.readClaims(p),
  };
}
export type Answers = ReturnType<typeof answersOf>;

/**
 * What the short-cuts could change, asked once each (the ungated engine is several times slower):
 * gates decide what the analysis finds, and the languages of the reasons only render it.
 */
export function analysisAnswersOf(engine: Engine, p: ProductInput) {
  return {
    'judge custom': engine.judge(p, CUSTOM, 'de'),
    'judge tolerated': engine.judge(p, TOLERATED, 'en'),
    flags: engine.computeFlags(p),
    claims: engine.readClaims(p),
  };
}

/**
 * One product's answers as text: JSON with every object's keys sorted (so neither the order in which
 * the engine happens to build an object nor a key set to undefined changes it); arrays keep their
 * order, which is part of the answer (checks are shown in it).
 */
export const canonical = (answers: Answers): string => stringify(answers) as string;

/** A product's digest in the committed list: 8 hex digits of the SHA-256 of its answers. */
export const digestOf = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 8);

export interface Fingerprint {
  /** SHA-256 over every product's canonical answers, one per line, in product order. */
  hash: string;
  /** Per product, in order: its code and digest. */
  products: { code: string; digest: string }[];
}

export function fingerprint(engine: Engine, products: readonly ProductInput[]): Fingerprint {
  const all = createHash('sha256');
  const list: Fingerprint['products'] = [];
  for (const p of products) {
    const text = canonical(answersOf(engine, p));
    all.update(text).update('\n');
    list.push({ code: p.code ?? '', digest: digestOf(text) });
  }
  return { hash: all.digest('hex'), products: list };
}

/** The committed files: the hash with what it covers, and one `code<TAB>digest` line a product. */
export const HASH_FILE = 'bench/diet-fingerprint.txt';
export const DIGESTS_FILE = 'bench/diet-fingerprint.tsv';

export function formatHashFile(f: Fingerprint): string {
  return [
    f.hash,
    `${f.products.length} products (bench/engine-fingerprint.ts readBenchProducts)`,
    'judge de/fr/en (lactose, gluten, fructose, fodmap), judge custom [Sellerie, noisettes] de,',
    'judge tolerated [fructans, lactose] en, computeFlags, readClaims; canonical JSON, SHA-256',
    '',
  ].join('\n');
}

export const formatDigests = (f: Fingerprint): string =>
  f.products.map((p) => `${p.code}\t${p.digest}\n`).join('');

export const readHash = (file: string): string => file.split('\n')[0]?.trim() ?? '';

export function readDigests(file: string): { code: string; digest: string }[] {
  return file
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [code = '', digest = ''] = line.split('\t');
      return { code, digest };
    });
}

/** Where the digests differ: product indexes (a product added or gone counts as moved). */
export function movedProducts(
  expected: readonly { code: string; digest: string }[],
  actual: Fingerprint,
): number[] {
  const moved: number[] = [];
  const n = Math.max(expected.length, actual.products.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const a = actual.products[i];
    if (!e || !a || e.code !== a.code || e.digest !== a.digest) moved.push(i);
  }
  return moved;
}
