// The catalogue's worker-side entry: the per-product work of an import, as functions of one batch
// that a worker thread runs (server/src/workers/tasks.ts names them). Data in and out are strings
// and byte arrays, cheap to pass between threads; each thread builds its context once.
import type { Engine } from '@safeshelf/engine';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCategoryMapper } from './category-mapper.js';
import { loadTaxonomy } from './category-taxonomy.js';
import { createNameMatcher } from './category-names.js';
import { SWISS_CATEGORY_NAMES } from './category-swiss-names.js';
import { createCompoundSplitter, loadCompoundLexicon } from './compound.js';
import { buildVocabulary, createNameReader } from './readable-name.js';
import { getEngine } from '#server/modules/diet/index.js';
import { mergeRecords } from './merge.js';
import { buildProductRow, type CatalogueContext } from './product-row.js';

export type { CatalogueContext };
import { parseSourceBatch, type SourceBatch } from './read-source.js';
import type { SourceRecord } from './source-record.js';

/** What building rows needs besides the data (~0.5 s to build: it reads ~8 MB of taxonomies). */
export function createCatalogueContext(
  catalogDir: string,
  engine: Engine = getEngine(catalogDir),
): CatalogueContext {
  const taxonomies = join(catalogDir, 'taxonomies', 'off');
  const categories = loadTaxonomy(join(taxonomies, 'categories.txt'));
  const namesFood = createNameMatcher(categories, SWISS_CATEGORY_NAMES);
  const vocabulary = buildVocabulary(
    ['ingredients.txt', 'categories.txt', 'labels.txt'].map((f) =>
      readFileSync(join(taxonomies, f), 'utf8'),
    ),
  );
  return {
    mapper: createCategoryMapper(categories, loadTaxonomy(join(taxonomies, 'ingredients.txt'))),
    readName: createNameReader(vocabulary, (text) => namesFood(text).length > 0),
    splitter: createCompoundSplitter(
      loadCompoundLexicon([
        join(taxonomies, 'ingredients.txt'),
        join(taxonomies, 'categories.txt'),
      ]),
    ),
    engine,
  };
}

/** A batch of source rows, parsed, checked and ready to store. */
export interface StagedBatch {
  rows: number;
  accepted: number;
  skipped: number;
  notSwiss: number;
  droppedValues: number;
  issues: { line: number; reason: string }[];
  /** The accepted records (the last one per barcode): barcode, hash of the payload, payload JSON. */
  codes: string[];
  hashes: string[];
  payloads: string[];
}

export interface StageInput {
  batch: SourceBatch;
  swissOnly: boolean;
}

export function stageSourceBatch({ batch, swissOnly }: StageInput): StagedBatch {
  const out: StagedBatch = {
    rows: 0,
    accepted: 0,
    skipped: 0,
    notSwiss: 0,
    droppedValues: 0,
    issues: [],
    codes: [],
    hashes: [],
    payloads: [],
  };
  const byCode = new Map<string, number>();
  for (const row of parseSourceBatch(batch)) {
    out.rows += 1;
    if (!row.ok) {
      out.skipped += 1;
      out.issues.push({ line: row.line, reason: row.reason });
      continue;
    }
    for (const reason of row.dropped) out.issues.push({ line: row.line, reason });
    out.droppedValues += row.dropped.length;
    if (swissOnly && !row.record.swiss) {
      out.notSwiss += 1;
      continue;
    }
    out.accepted += 1;
    const payload = JSON.stringify(row.record);
    const hash = createHash('sha1').update(payload).digest('base64url');
    // Within a file the last row of a barcode wins.
    const at = byCode.get(row.record.code);
    if (at === undefined) {
      byCode.set(row.record.code, out.codes.length);
      out.codes.push(row.record.code);
      out.hashes.push(hash);
      out.payloads.push(payload);
    } else {
      out.hashes[at] = hash;
      out.payloads[at] = payload;
    }
  }
  return out;
}

/** Product rows built from a batch of barcodes, as the JSON text the bulk upsert reads. */
export interface BuiltBatch {
  rows: string;
  count: number;
  unmapped: number;
}

/**
 * Merges each barcode's source records and builds its product row: category, search words, diet
 * tokens. `groups` is a JSON array with, per barcode, the array of its sources' records.
 */
export function buildRowBatch(groups: string, ctx: CatalogueContext): BuiltBatch {
  const rows = [];
  let unmapped = 0;
  for (const records of JSON.parse(groups) as SourceRecord[][]) {
    const { row, mapped } = buildProductRow(mergeRecords(records), ctx);
    if (!mapped) unmapped += 1;
    rows.push(row);
  }
  return { rows: JSON.stringify(rows), count: rows.length, unmapped };
}
