// The default catalogue as the app holds it (the same reading and merging as the import and
// `npm run diet:audit`), plus which source files hold each barcode, for the held-out sets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from '../../server/src/env.js';
import type { MergedProduct } from '../../server/src/modules/catalogue/index.js';
import { cleanBarcode, readMergedCatalogue } from '../../server/src/modules/catalogue/index.js';

export const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'held-out-reads-no-secret-'.repeat(2),
});
export const productsDir = join(env.CATALOG_DIR, 'products');

/** The merged default catalogue (Swiss products only, as `npm start` imports it). */
export const readCatalogue = (): Promise<MergedProduct[]> =>
  readMergedCatalogue([productsDir], true);

/** Every name of a product, in the order the app shows them. */
export const namesOf = (p: MergedProduct) =>
  [p.names.de, p.names.fr, p.names.en, p.names.other].filter((n): n is string => !!n);

/** Every ingredient text of a product. */
export const textsOf = (p: MergedProduct) =>
  [
    p.ingredients_text.de,
    p.ingredients_text.fr,
    p.ingredients_text.en,
    p.ingredients_text.other,
  ].filter((t): t is string => !!t);

/** A small deterministic PRNG (mulberry32): the same seed gives the same sample everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Barcode → the product files (under CATALOG_DIR/products) that have a row for it. */
export function readSourceFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const add = (raw: unknown, file: string) => {
    const code = cleanBarcode(raw);
    if (!code) return;
    const list = files.get(code) ?? [];
    if (!list.includes(file)) list.push(file);
    files.set(code, list);
  };
  for (const file of ['off_products_merged.jsonl', 'off_products_swiss.jsonl']) {
    for (const line of readFileSync(join(productsDir, file), 'utf8').split('\n'))
      if (line.trim()) add((JSON.parse(line) as { code?: unknown }).code, file);
  }
  // Both CSVs start every row with the barcode; quoted newlines never hold a bare barcode line.
  for (const file of ['lifyzer_off2019_swiss_barcodes.csv', 'foodrepo_ch_2018.csv']) {
    for (const line of readFileSync(join(productsDir, file), 'utf8').split('\n').slice(1)) {
      const match = /^"?(\d{6,14})"?,/.exec(line);
      if (match) add(match[1], file);
    }
  }
  return files;
}
