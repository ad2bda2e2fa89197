import { statSync } from 'node:fs';
import type { Database, Db } from '#server/db/client.js';
import { computeEngineFingerprint } from '#server/modules/diet/index.js';
import { announceCatalogueChanged, notifyCatalogueChanged } from './changes.js';
import { inThisThread, useInOrder, type ImportWorkers } from './import-workers.js';
import type { StagedBatch } from './tasks.js';
import { listSourceFiles, readSourceBatches, sourceKey } from './read-source.js';
import * as repo from './repository.js';
import type { RowIssue } from './source-record.js';

export { createCatalogueContext } from './tasks.js';

export interface ImportOptions {
  /** Files or folders (OFF JSONL, OFF CSV/TSV or FoodRepo CSV; gzip-compressed or not). */
  paths: string[];
  catalogDir: string;
  /** Keep only products sold in Switzerland or with a Swiss barcode (the default catalogue). */
  swissOnly: boolean;
  /** Re-merge every product of these files even when its sources did not change. */
  recompute?: boolean;
  onProgress?: (p: ImportProgress) => void;
  /** Where parsing and judging run: the worker pool (`poolWorkers`), or (default) this thread. */
  workers?: ImportWorkers;
  /**
   * Commit batch by batch instead of once at the end: for the start-up import on the embedded
   * database, whose one connection would otherwise hold every request until the import ends.
   * A crash then leaves part of the catalogue, which the next start imports again (startup.ts).
   */
  commitEachBatch?: boolean;
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
  /** Skipped rows and dropped values, with line numbers (first 1,000). */
  issues: RowIssue[];
  skipped: number;
  droppedValues: number;
  /** Source rows stored because they are new or changed (unchanged rows are not sent). */
  changedRows: number;
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

const MERGE_BATCH = 500;
const MAX_ISSUES = 1000;
export const ENGINE_FINGERPRINT_KEY = 'engine_fingerprint';

/**
 * Imports product files: each file is read as a stream in batches that worker threads parse; only
 * rows that differ from what the source said before are stored; every touched barcode is then
 * re-merged and judged (in workers again) and upserted. When the diet engine differs from the one
 * recorded with the catalogue, every stored product is re-merged too, and the new engine's
 * fingerprint is recorded. By default all of it is ONE transaction: a crash or kill before the
 * commit leaves the previous catalogue (and its fingerprint) exactly as it was.
 */
export async function importCatalogue(
  database: Database,
  options: ImportOptions,
): Promise<ImportReport> {
  const started = Date.now();
  const fingerprint = computeEngineFingerprint(options.catalogDir);
  const files = options.paths.flatMap(listSourceFiles);
  const report: ImportReport = {
    files: [],
    issues: [],
    skipped: 0,
    droppedValues: 0,
    changedRows: 0,
    products: 0,
    written: 0,
    rejudged: false,
    dietChanged: 0,
    unmapped: 0,
    totalProducts: 0,
    totalUnmapped: 0,
    durationMs: 0,
  };
  const run = async (db: Db, inTransaction: boolean) => {
    await repo.createImportTables(db, inTransaction);
    await repo.upsertCategoryTree(db);
    for (const file of files) await readFile(db, file, options, report);
    const judgedBy = await repo.findCatalogueMeta(db, ENGINE_FINGERPRINT_KEY);
    report.rejudged = judgedBy !== fingerprint && (await repo.countProducts(db)) > 0;
    if (report.rejudged) await repo.stageEveryProduct(db);
    await mergeChanged(db, options, report);
    if (report.rejudged) report.dietChanged = await repo.countDietChanges(db);
    await repo.upsertCatalogueMeta(db, ENGINE_FINGERPRINT_KEY, fingerprint);
    if (report.written) {
      await repo.refreshSearchWords(db);
      await repo.tidyIndexes(db);
    }
    if (report.written || report.rejudged) await announceCatalogueChanged(database, db);
    report.totalProducts = await repo.countProducts(db);
    report.totalUnmapped = await repo.countUnmapped(db);
    await repo.dropImportTables(db);
  };
  try {
    if (options.commitEachBatch) await run(database.db, false);
    else await database.db.transaction((tx) => run(tx as unknown as Db, true));
  } catch (error) {
    throw repo.withoutParameters(error);
  }
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
  workers?: ImportWorkers,
) => importCatalogue(database, { paths: [], catalogDir, swissOnly: true, onProgress, workers });

/** Reads one file: workers parse its batches; rows that changed are stored, in file order. */
async function readFile(db: Db, file: string, options: ImportOptions, report: ImportReport) {
  const workers = options.workers ?? inThisThread(options.catalogDir);
  const stats = { file, rows: 0, accepted: 0, skipped: 0, notSwiss: 0 };
  const bytesTotal = statSync(file).size;
  let bytesRead = 0;
  const source = sourceKey(file);
  const store = async (batch: StagedBatch) => {
    stats.rows += batch.rows;
    stats.accepted += batch.accepted;
    stats.skipped += batch.skipped;
    stats.notSwiss += batch.notSwiss;
    report.droppedValues += batch.droppedValues;
    for (const { line, reason } of batch.issues)
      if (report.issues.length < MAX_ISSUES) report.issues.push({ file, line, reason });
    report.changedRows += await storeChanged(db, source, batch, options.recompute ?? false);
    options.onProgress?.({ phase: 'read', file, bytesRead, bytesTotal, rows: stats.rows });
  };
  async function* batches() {
    for await (const batch of readSourceBatches(file, (b) => (bytesRead += b)))
      yield { batch, swissOnly: options.swissOnly };
  }
  await useInOrder(workers.stage(batches()), store);
  report.skipped += stats.skipped;
  report.files.push(stats);
}

/**
 * Stores the batch's rows whose hash differs from the one stored for this source, and notes for
 * re-merging those barcodes, the ones without a product yet, or all with `recompute`.
 */
async function storeChanged(db: Db, source: string, batch: StagedBatch, recompute: boolean) {
  if (!batch.codes.length) return 0;
  const stored = new Map(
    (await repo.findSourceHashes(db, source, batch.codes)).map((s) => [s.code, s]),
  );
  const rows: string[] = [];
  const merge: string[] = [];
  batch.codes.forEach((code, i) => {
    const before = stored.get(code);
    const changed = before?.hash !== batch.hashes[i];
    if (changed)
      rows.push(
        `{"code":${JSON.stringify(code)},"hash":"${batch.hashes[i]}","payload":${batch.payloads[i]}}`,
      );
    if (changed || recompute || !before?.has_product) merge.push(code);
  });
  if (rows.length || merge.length)
    await repo.writeSources(db, source, `[${rows.join(',')}]`, merge);
  return rows.length;
}

/** Re-merges every noted barcode, in barcode order, a batch at a time, built by the workers. */
async function mergeChanged(db: Db, options: ImportOptions, report: ImportReport) {
  const workers = options.workers ?? inThisThread(options.catalogDir);
  // The next page is asked for before this one is handed on, so that on the one connection it
  // comes ahead of this page's upsert.
  async function* pages() {
    let next = repo.listChangedSources(db, '', MERGE_BATCH);
    for (;;) {
      const page = await next;
      if (!page) return;
      next = repo.listChangedSources(db, page.last, MERGE_BATCH);
      next.catch(() => {});
      yield page.groups;
    }
  }
  await useInOrder(workers.build(pages()), async (built) => {
    report.written += await repo.upsertProducts(db, built.rows);
    report.products += built.count;
    report.unmapped += built.unmapped;
    options.onProgress?.({
      phase: 'merge',
      file: '',
      bytesRead: 0,
      bytesTotal: 0,
      rows: report.products,
    });
  });
}
