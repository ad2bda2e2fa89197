import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Db } from '#server/db/client.js';
import { loadTaxonomy } from './category-taxonomy.js';
import { createCategoryMapper } from './category-mapper.js';
import { createNameMatcher } from './category-names.js';
import { SWISS_CATEGORY_NAMES } from './category-swiss-names.js';
import { buildVocabulary, createNameReader } from './readable-name.js';
import { createCompoundSplitter, loadCompoundLexicon } from './compound.js';
import { getEngine } from './engine.js';
import { computeEngineFingerprint } from './engine-fingerprint.js';
import { mergeRecords } from './merge.js';
import { notifyCatalogueChanged } from './changes.js';
import { buildProductRow, type CatalogueContext, type ProductRow } from './product-row.js';
import { listSourceFiles, readSourceFile, sourceKey } from './read-source.js';
import * as repo from './repository.js';
import type { RowIssue, SourceRecord } from './source-record.js';

export interface ImportOptions {
  /** Files or folders (OFF JSONL, OFF CSV/TSV, FoodRepo CSV). */
  paths: string[];
  catalogDir: string;
  /** Keep only products sold in Switzerland or with a Swiss barcode (the default catalogue). */
  swissOnly: boolean;
  /** Re-merge every product of these files even when its sources did not change. */
  recompute?: boolean;
  onProgress?: (p: ImportProgress) => void;
}

export interface ImportProgress {
  phase: 'read' | 'merge';
  file: string;
  bytesRead: number;
  bytesTotal: number;
  rows: number;
}

export interface ImportReport {
  files: { file: string; rows: number; accepted: number; skipped: number; notSwiss: number }[];
  /** Skipped rows and dropped absurd values, with line numbers (first 1,000). */
  issues: RowIssue[];
  skipped: number;
  droppedValues: number;
  /** Barcodes re-merged (new or changed source rows, or all with `recompute`). */
  products: number;
  written: number;
  /** Every stored product was judged again: the diet engine differs from the one that judged them. */
  rejudged: boolean;
  /** Of the products judged again, how many got other diet tokens (so possibly another colour). */
  dietChanged: number;
  /** Of the re-merged products, how many map to no category. */
  unmapped: number;
  totalProducts: number;
  totalUnmapped: number;
  durationMs: number;
}

const STAGE_BATCH = 1000;
const MERGE_BATCH = 1000;
const MAX_ISSUES = 1000;
export const ENGINE_FINGERPRINT_KEY = 'engine_fingerprint';

export function createCatalogueContext(catalogDir: string): CatalogueContext {
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
    engine: getEngine(catalogDir),
  };
}

/**
 * Imports product files in ONE transaction: rows are staged in a temporary table, each source's
 * records stored, then every touched barcode re-merged and upserted. When the diet engine differs
 * from the one recorded with the catalogue, every stored product is re-merged too, and the new
 * engine's fingerprint is recorded in the same transaction. A crash or kill before the commit
 * leaves the previous catalogue (and its fingerprint) exactly as it was.
 */
export async function importCatalogue(
  database: Database,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = Date.now();
  const ctx = createCatalogueContext(options.catalogDir);
  const fingerprint = computeEngineFingerprint(options.catalogDir);
  const files = options.paths.flatMap(listSourceFiles);
  const report: ImportReport = {
    files: [],
    issues: [],
    skipped: 0,
    droppedValues: 0,
    products: 0,
    written: 0,
    rejudged: false,
    dietChanged: 0,
    unmapped: 0,
    totalProducts: 0,
    totalUnmapped: 0,
    durationMs: 0,
  };
  const issue = (i: RowIssue) => report.issues.length < MAX_ISSUES && report.issues.push(i);
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await repo.createStaging(db);
    await repo.upsertCategoryTree(db);
    for (const file of files) {
      const stats = { file, rows: 0, accepted: 0, skipped: 0, notSwiss: 0 };
      const bytesTotal = statSync(file).size;
      let bytesRead = 0;
      let batch: SourceRecord[] = [];
      const source = sourceKey(file);
      for await (const row of readSourceFile(file, (b) => (bytesRead += b))) {
        stats.rows += 1;
        if (!row.ok) {
          stats.skipped += 1;
          issue({ file, line: row.line, reason: row.reason });
          continue;
        }
        for (const d of row.dropped)
          issue({ file, line: row.line, reason: `absurd value dropped: ${d}` });
        report.droppedValues += row.dropped.length;
        if (options.swissOnly && !row.record.swiss) {
          stats.notSwiss += 1;
          continue;
        }
        stats.accepted += 1;
        batch.push(row.record);
        if (batch.length >= STAGE_BATCH) {
          await repo.insertStaging(db, source, batch);
          batch = [];
          options.onProgress?.({ phase: 'read', file, bytesRead, bytesTotal, rows: stats.rows });
        }
      }
      await repo.insertStaging(db, source, batch);
      options.onProgress?.({
        phase: 'read',
        file,
        bytesRead: bytesTotal,
        bytesTotal,
        rows: stats.rows,
      });
      report.skipped += stats.skipped;
      report.files.push(stats);
    }
    await repo.publishStaging(db, options.recompute ?? false);
    const judgedBy = await repo.findCatalogueMeta(db, ENGINE_FINGERPRINT_KEY);
    report.rejudged = judgedBy !== fingerprint && (await repo.countProducts(db)) > 0;
    if (report.rejudged) await repo.stageEveryProduct(db);
    await mergeStaged(db, ctx, report, options.onProgress);
    if (report.rejudged) report.dietChanged = await repo.countDietChanges(db);
    await repo.upsertCatalogueMeta(db, ENGINE_FINGERPRINT_KEY, fingerprint);
    await repo.refreshSearchWords(db);
    await repo.tidyIndexes(db);
    report.totalProducts = await repo.countProducts(db);
    report.totalUnmapped = await repo.countUnmapped(db);
  });
  notifyCatalogueChanged();
  report.durationMs = Date.now() - started;
  return report;
}

/**
 * Judges the stored catalogue again with the current engine, from the source rows in the database
 * (no files): an import of nothing, which re-merges every product when the engine changed.
 */
export const rejudgeCatalogue = (
  database: Database,
  catalogDir: string,
  onProgress?: ImportOptions['onProgress'],
) => importCatalogue(database, { paths: [], catalogDir, swissOnly: true, onProgress });

/**
 * Re-merges every staged barcode, in barcode order, 1,000 at a time. The database writes one
 * batch while JavaScript builds the next (the queries queue on the one transaction connection).
 */
async function mergeStaged(
  db: Db,
  ctx: CatalogueContext,
  report: ImportReport,
  onProgress?: ImportOptions['onProgress'],
) {
  let groups = await repo.listStagedSources(db, '', MERGE_BATCH);
  let writing: Promise<number> | null = null;
  while (groups.length) {
    const next = repo.listStagedSources(db, groups[groups.length - 1]!.code, MERGE_BATCH);
    const rows: ProductRow[] = [];
    for (const group of groups) {
      const { row, mapped } = buildProductRow(mergeRecords(group.records), ctx);
      if (!mapped) report.unmapped += 1;
      rows.push(row);
    }
    if (writing) report.written += await writing;
    writing = repo.upsertProducts(db, rows);
    // Handled when awaited; this only keeps a failure meanwhile from counting as unhandled.
    writing.catch(() => {});
    report.products += rows.length;
    onProgress?.({ phase: 'merge', file: '', bytesRead: 0, bytesTotal: 0, rows: report.products });
    groups = await next;
  }
  if (writing) report.written += await writing;
}
