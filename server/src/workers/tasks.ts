/**
 * The worker entry: every function exported here is a task the pool runs by its name
 * (`workers.run('judge', input)`, see pool.ts). It runs in a worker thread only, where the diet
 * engine is built once, when the worker starts, from the pool's CATALOG_DIR.
 *
 * Adding a task is one exported function: it takes one structured-cloneable argument and returns
 * a cloneable value (no functions, no class instances); its name becomes a `TaskName`. Keep
 * imports light: each worker loads this module and everything it imports.
 */
import { workerData } from 'piscina';
import type { DietProfile, Lang, ProductInput, Verdict } from '@safeshelf/engine';
import { createEngineFromDir } from '@safeshelf/engine/node';
import {
  buildRowBatch,
  createCatalogueContext,
  stageSourceBatch,
  type BuiltBatch,
  type CatalogueContext,
  type StagedBatch,
  type StageInput,
} from '#server/modules/catalogue/tasks.js';

export interface WorkerData {
  catalogDir: string;
}

const engine = createEngineFromDir((workerData as WorkerData).catalogDir);

export interface JudgeInput {
  product: ProductInput;
  profile: DietProfile;
  lang: Lang;
}

/** One product's verdict for a diet profile, its reasons in `lang`. */
export function judge({ product, profile, lang }: JudgeInput): Verdict {
  return engine.judge(product, profile, lang);
}

export interface JudgeBatchInput {
  products: ProductInput[];
  profile: DietProfile;
  lang: Lang;
}

/** Many products for one profile: one message each way instead of one per product. */
export function judgeBatch({ products, profile, lang }: JudgeBatchInput): Verdict[] {
  return products.map((product) => engine.judge(product, profile, lang));
}

/** The diet tokens stored with a catalogue product (they colour lists in SQL). */
export function productTokens(product: ProductInput): string[] {
  return engine.flagTokens(engine.computeFlags(product));
}

// The catalogue import's tasks: a batch of a source file parsed, and products built from their
// sources' records (merged, mapped to a category and judged by this worker's engine).
let catalogue: CatalogueContext | undefined;

export function stageRows(input: StageInput): StagedBatch {
  return stageSourceBatch(input);
}

export function buildProducts(groups: string): BuiltBatch {
  catalogue ??= createCatalogueContext((workerData as WorkerData).catalogDir, engine);
  return buildRowBatch(groups, catalogue);
}
