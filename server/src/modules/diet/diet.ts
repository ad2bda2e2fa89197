import type { DietProfile, DietTokenQuery, Lang, ProductInput, Verdict } from '@safeshelf/engine';
import { MAX_INGREDIENTS_TEXT, type DietCheckResult, type PackLang } from '@safeshelf/contract';
import { validationFailed } from '#server/lib/errors.js';
import type { RunOptions, WorkerPool } from '#server/workers/index.js';
import { loadKnowledge } from '@safeshelf/engine/node';
import { computeEngineFingerprint } from './engine-fingerprint.js';
import { getEngine } from './engine.js';

/** A label's text (typed, or read from a photo in the browser) and what else the user knows. */
export interface LabelText {
  ingredients_text: string;
  product_name?: string | null;
  /** The pack's language when the user knows it; the engine guesses otherwise. */
  lang?: PackLang | null;
}

/**
 * The diet engine as the server uses it (issue 26 point 8): the one way every module, route and
 * CLI reaches it. Judging runs in the worker pool (a long text never holds the request
 * thread); what only reads a profile (token queries, custom words) runs here, on this thread's
 * engine.
 */
export interface Diet {
  /** A product's verdict for a profile, reasons in `lang`. */
  judge(
    product: ProductInput,
    profile: DietProfile,
    lang: Lang,
    options?: RunOptions,
  ): Promise<Verdict>;
  /** A label's verdict, in the shape of a product's diet check. */
  judgeLabel(
    label: LabelText,
    profile: DietProfile,
    lang: Lang,
    options?: RunOptions,
  ): Promise<DietCheckResult>;
  /** Several labels for one profile, in one worker task. */
  judgeLabels(
    labels: LabelText[],
    profile: DietProfile,
    lang: Lang,
    options?: RunOptions,
  ): Promise<DietCheckResult[]>;
  /** Many products for one profile, in one worker task (a shelf kept offline, issue 32). */
  judgeProducts(
    products: ProductInput[],
    profile: DietProfile,
    lang: Lang,
    options?: RunOptions,
  ): Promise<DietCheckResult[]>;
  /**
   * The engine's knowledge (taxonomies, FODMAP lists) as the JSON the engine here is built from,
   * for an engine on the phone (issue 32, decision 191); made once per catalogue.
   */
  knowledgeJson(): Buffer;
  /** Token sets that colour products in SQL; empty for anonymous callers and empty profiles. */
  tokenQuery(profile: DietProfile): DietTokenQuery;
  /** Canonical ingredient ids for a user's own words ([] for a word the engine does not know). */
  resolveCustomTerms(terms: string[]): string[];
  /**
   * sha256 of the engine's code and knowledge files (decision 014): stored with what it judged,
   * so a change is noticed at start and on read. Not the outputs fingerprint of `diet:fingerprint`.
   */
  engineFingerprint(): string;
}

export interface DietOptions {
  catalogDir: string;
  workers: WorkerPool;
}

const NO_TOKENS: DietTokenQuery = { red: [], yellow: [] };
const fingerprints = new Map<string, string>();
const knowledgeFiles = new Map<string, Buffer>();

const toCheck = (verdict: Verdict): DietCheckResult => ({
  diet_color: verdict.diet_color,
  checks: verdict.checks,
});

/** The engine's input for a label; a text over the contract's limit is refused, never judged. */
function labelInput(label: LabelText): ProductInput {
  if (label.ingredients_text.length > MAX_INGREDIENTS_TEXT) {
    throw validationFailed({ ingredients_text: 'too_long' });
  }
  return {
    ingredients_text: label.ingredients_text,
    product_name: label.product_name ?? undefined,
    lang: label.lang ?? undefined,
  };
}

export function createDiet({ catalogDir, workers }: DietOptions): Diet {
  const engine = () => getEngine(catalogDir);
  return {
    judge: (product, profile, lang, options) =>
      workers.run('judge', { product, profile, lang }, options),
    judgeLabel: async (label, profile, lang, options) =>
      toCheck(await workers.run('judge', { product: labelInput(label), profile, lang }, options)),
    judgeLabels: async (labels, profile, lang, options) => {
      if (!labels.length) return [];
      const products = labels.map(labelInput);
      const verdicts = await workers.run('judgeBatch', { products, profile, lang }, options);
      return verdicts.map(toCheck);
    },
    judgeProducts: async (products, profile, lang, options) => {
      if (!products.length) return [];
      const verdicts = await workers.run('judgeBatch', { products, profile, lang }, options);
      return verdicts.map(toCheck);
    },
    knowledgeJson() {
      let json = knowledgeFiles.get(catalogDir);
      if (!json) {
        json = Buffer.from(JSON.stringify(loadKnowledge(catalogDir)));
        knowledgeFiles.set(catalogDir, json);
      }
      return json;
    },
    tokenQuery: (profile) =>
      profile.intolerances.length || profile.custom.length
        ? engine().dietTokenQuery(profile)
        : NO_TOKENS,
    resolveCustomTerms: (terms) => engine().resolveCustomTerms(terms),
    engineFingerprint() {
      let fingerprint = fingerprints.get(catalogDir);
      if (!fingerprint) {
        fingerprint = computeEngineFingerprint(catalogDir);
        fingerprints.set(catalogDir, fingerprint);
      }
      return fingerprint;
    },
  };
}

/** A stable key of what a stored verdict depends on besides the text: the profile and the language. */
export const verdictKey = (profile: DietProfile, lang: Lang) =>
  JSON.stringify([
    [...profile.intolerances].sort(),
    [...profile.custom].sort(),
    [...profile.toleratedFodmapGroups].sort(),
    lang,
  ]);
