import {
  buildRowBatch,
  stageSourceBatch,
  type BuiltBatch,
  type StagedBatch,
} from './import-tasks.js';
import type { SourceBatch } from './read-source.js';

/** Where an import's per-product work runs: worker threads, or the calling thread. */
export interface ImportWorkers {
  /** Batches handed out before the first result is taken (about two per thread keeps each busy). */
  depth: number;
  stage(batch: SourceBatch, swissOnly: boolean): Promise<StagedBatch>;
  build(groups: string, catalogDir: string): Promise<BuiltBatch>;
}

/** The calling thread does the work (tests, tools, a machine with one core). */
export const inThisThread: ImportWorkers = {
  depth: 1,
  stage: async (batch, swissOnly) => stageSourceBatch(batch, swissOnly),
  build: async (groups, catalogDir) => buildRowBatch(groups, catalogDir),
};

const ignore = () => {};

/**
 * Runs `work` on each item with up to `depth` results outstanding, and hands the results to `use`
 * one at a time, in the items' order (so a file's later row of a barcode still wins, and product
 * ids follow barcode order). The next items are taken and worked on while `use` runs (the database
 * writes one batch while the next ones are parsed or judged). A failure stops the run.
 */
export async function runInOrder<T, R>(
  items: AsyncIterable<T>,
  depth: number,
  work: (item: T) => Promise<R>,
  use: (result: R) => Promise<void>,
): Promise<void> {
  const pending: Promise<R>[] = [];
  let using: Promise<void> = Promise.resolve();
  const useNext = async () => {
    await using;
    using = pending.shift()!.then(use);
    // Awaited before the next one starts; this only keeps a failure meanwhile from counting as unhandled.
    using.catch(ignore);
  };
  for await (const item of items) {
    const result = work(item);
    result.catch(ignore);
    pending.push(result);
    if (pending.length >= depth) await useNext();
  }
  while (pending.length) await useNext();
  await using;
}
