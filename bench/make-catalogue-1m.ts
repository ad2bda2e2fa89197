// Writes a gzip-compressed Open Food Facts JSONL file of 1,000,000 products for the import
// benchmark (bench/import-cores.ts), outside the repository. Like the 1M search benchmark, it holds
// no invented product: every row of the real catalogue files (all of them, not only Swiss ones)
// copied under new barcodes (14 digits from 20000000000000: GS1's in-store range, never a real
// product) until there are a million. Copies repeat texts, so the engine's name memo is warm from
// the second copy on: the report gives the first pass over the real rows separately.
// Run: npx tsx bench/make-catalogue-1m.ts [out file]   (BENCH_PRODUCTS, default 1,000,000)
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { loadEnv } from '../server/src/env.js';
import { listSourceFiles, readSourceFile } from '../server/src/modules/catalogue/read-source.js';
import type { SourceRecord } from '../server/src/modules/catalogue/source-record.js';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const out = process.argv[2] ?? join(tmpdir(), `safeshelf-off-${TARGET}.jsonl.gz`);
const env = loadEnv({ ...process.env, NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });

/** A record back in Open Food Facts' field names (the reader's own input shape). */
const toOffDocument = (r: SourceRecord, code: string) => ({
  code,
  product_name: r.names.other,
  product_name_de: r.names.de,
  product_name_fr: r.names.fr,
  product_name_en: r.names.en,
  product_name_it: r.names.it,
  generic_name: r.generic_name,
  brands: r.brand,
  quantity: r.quantity,
  stores: r.stores?.join(','),
  countries_tags: r.countries,
  origins: r.origins,
  image_url: r.image_url,
  categories_tags: r.categories_tags,
  labels_tags: r.labels_tags,
  allergens_tags: r.allergens_tags,
  traces_tags: r.traces_tags,
  ingredients_text: r.ingredients_text.other,
  ingredients_text_de: r.ingredients_text.de,
  ingredients_text_fr: r.ingredients_text.fr,
  ingredients_text_en: r.ingredients_text.en,
  ingredients_text_it: r.ingredients_text.it,
  nutriments_100g: r.nutriments,
});

const records: SourceRecord[] = [];
for (const file of listSourceFiles(join(env.CATALOG_DIR, 'products')))
  for await (const row of readSourceFile(file)) if (row.ok) records.push(row.record);

const gzip = createGzip();
const file = createWriteStream(out);
gzip.pipe(file);
let written = 0;
for (let copy = 0; written < TARGET; copy++) {
  for (const record of records) {
    if (written >= TARGET) break;
    const line = JSON.stringify(toOffDocument(record, String(20_000_000_000_000 + written)));
    written += 1;
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  }
}
gzip.end();
await once(file, 'finish');
console.log(`${out}: ${written} products from ${records.length} real rows`);
