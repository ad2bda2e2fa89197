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
import type {
  DietProfile,
  Lang,
  ParsedIngredients,
  ProductInput,
  ReadLang,
  Verdict,
} from '@safeshelf/engine';
import { createEngineFromDir } from '@safeshelf/engine/node';

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

export interface ParseInput {
  text: string;
  lang?: ReadLang;
}

/** An ingredient list as the engine reads it (the product page lists its items). */
export function parseIngredients({ text, lang }: ParseInput): ParsedIngredients {
  return engine.parseIngredients(text, lang);
}
