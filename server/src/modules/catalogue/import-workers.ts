import type { WorkerPool } from '#server/workers/index.js';
import {
  buildRowBatch,
  createCatalogueContext,
  stageSourceBatch,
  type BuiltBatch,
  type StagedBatch,
  type StageInput,
} from './tasks.js';
import type { CatalogueContext } from './product-row.js';

/**
 * Where an import's per-product work runs: each function takes batches in order and gives their
 * results in the same order, working ahead on the next batches while the caller stores one.
 */
export interface ImportWorkers {
  stage(inputs: AsyncIterable<StageInput>): AsyncIterable<StagedBatch>;
  build(pages: AsyncIterable<string>): AsyncIterable<BuiltBatch>;
}

/**
 * The process's worker pool (decision 140): the import's batches go in its bulk lane, so a
 * request's task waits at most for one batch. The pool's workers read CATALOG_DIR: an import
 * with another catalogue directory runs in this thread instead (see `importWorkers`).
 */
export const poolWorkers = (pool: WorkerPool): ImportWorkers => ({
  stage: (inputs) => pool.mapOrdered('stageRows', inputs),
  build: (pages) => pool.mapOrdered('buildProducts', pages),
});

const contexts = new Map<string, CatalogueContext>();

/** This thread does the work (tests, tools): its context is built once per catalogue folder. */
export function inThisThread(catalogDir: string): ImportWorkers {
  return {
    async *stage(inputs) {
      for await (const input of inputs) yield stageSourceBatch(input);
    },
    async *build(pages) {
      let ctx = contexts.get(catalogDir);
      if (!ctx) contexts.set(catalogDir, (ctx = createCatalogueContext(catalogDir)));
      for await (const groups of pages) yield buildRowBatch(groups, ctx);
    },
  };
}

const ignore = () => {};

/**
 * Hands each result to `use`, one at a time and in order, while the next results are already
 * being worked on (the database stores one batch while workers parse or judge the next ones).
 */
export async function useInOrder<R>(
  results: AsyncIterable<R>,
  use: (result: R) => Promise<void>,
): Promise<void> {
  let using: Promise<void> = Promise.resolve();
  for await (const result of results) {
    await using;
    using = use(result);
    // Awaited before the next one starts; this only keeps a failure meanwhile from counting as unhandled.
    using.catch(ignore);
  }
  await using;
}
