// The per-product work of an import, as tasks a worker thread runs on one batch: data in and out
// are strings and byte arrays (cheap to pass between threads), and each thread builds its category
// mapper, compound splitter and diet engine once.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createCategoryMapper } from './category-mapper.js';
import { loadTaxonomy } from './category-taxonomy.js';
import { createCompoundSplitter, loadCompoundLexicon } from './compound.js';
import { getEngine } from './engine.js';
import { mergeRecords } from './merge.js';
import { buildProductRow, type CatalogueContext } from './product-row.js';
import { parseSourceBatch, type SourceBatch } from './read-source.js';
import type { SourceRecord } from './source-record.js';

export function createCatalogueContext(catalogDir: string): CatalogueContext {
  const taxonomies = join(catalogDir, 'taxonomies', 'off');
  return {
    mapper: createCategoryMapper(
      loadTaxonomy(join(taxonomies, 'categories.txt')),
      loadTaxonomy(join(taxonomies, 'ingredients.txt')),
    ),
    splitter: createCompoundSplitter(
      loadCompoundLexicon([
        join(taxonomies, 'ingredients.txt'),
        join(taxonomies, 'categories.txt'),
      ]),
    ),
    engine: getEngine(catalogDir),
  };
}

// One per catalogue directory and thread: building it reads ~8 MB of taxonomies.
const contexts = new Map<string, CatalogueContext>();
function contextFor(catalogDir: string): CatalogueContext {
  let ctx = contexts.get(catalogDir);
  if (!ctx) contexts.set(catalogDir, (ctx = createCatalogueContext(catalogDir)));
  return ctx;
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

export function stageSourceBatch(batch: SourceBatch, swissOnly: boolean): StagedBatch {
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
export function buildRowBatch(groups: string, catalogDir: string): BuiltBatch {
  const ctx = contextFor(catalogDir);
  const rows = [];
  let unmapped = 0;
  for (const records of JSON.parse(groups) as SourceRecord[][]) {
    const { row, mapped } = buildProductRow(mergeRecords(records), ctx);
    if (!mapped) unmapped += 1;
    rows.push(row);
  }
  return { rows: JSON.stringify(rows), count: rows.length, unmapped };
}
