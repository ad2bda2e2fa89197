// The engine: built once from Knowledge (≈ a few hundred ms), then pure and fast per product.
import type {
  DietProfile,
  DietTokenQuery,
  Lang,
  ProductFlags,
  ReadLang,
  ProductInput,
  Verdict,
} from './types';
import type { Knowledge } from './knowledge';
import type { ParsedIngredients } from './parse/parsed-types';
import type { ProductClaims } from './claims/claim-types';
import { buildContext } from './analyze/context';
import { analyzeProduct } from './analyze/analyze-product';
import { parseIngredientText } from './parse/parse-ingredients';
import { createCustomResolver } from './verdict/custom-terms';
import { judgeAnalysis } from './verdict/judge';
import type { CustomInput } from './verdict/judge-custom';
import { buildTokenQuery, flagTokens } from './verdict/tokens';
import { ScratchPool } from './scratch';

/**
 * `ungated`: every short-cut that decides whether an expression or rule runs (the hint bits of
 * text/hints.ts, the item gates of parse/item-gates.ts, the other pre-checks, and every memo) is
 * bypassed: each guarded expression runs and every answer is worked out afresh. Several times
 * slower; for the test that judges the whole catalogue both ways (ungated.test.ts, issue 26).
 */
export interface EngineOptions {
  ungated?: boolean;
}

export interface Engine {
  parseIngredients(text: string, lang?: ReadLang): ParsedIngredients;
  judge(product: ProductInput, profile: DietProfile, lang: Lang): Verdict;
  computeFlags(product: ProductInput): ProductFlags;
  flagTokens(flags: ProductFlags): string[];
  dietTokenQuery(profile: DietProfile): DietTokenQuery;
  /** Canonical ids (with descendants) for a user's own words; [] for a word we do not know. */
  resolveCustomTerms(terms: string[]): string[];
  /** What the pack says about lactose and gluten: free-from claims and content statements. */
  readClaims(product: ProductInput): ProductClaims;
}

const cleanTerms = (terms: readonly string[]) => [
  ...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0)),
];

export function createEngine(knowledge: Knowledge, options: EngineOptions = {}): Engine {
  const gated = options.ungated !== true;
  const ctx = buildContext(knowledge, gated);
  // Each call's working space (scratch.ts): taken for the call and given back after it.
  const scratches = new ScratchPool();
  const resolver = createCustomResolver(ctx);
  const customMemo = new Map<string, CustomInput>();

  let noCustom: CustomInput | undefined;
  const resolveCustom = (terms: readonly string[]): CustomInput => {
    // Most profiles have no words of their own: the same answer every time, without the arrays.
    if (terms.length === 0 && gated) return (noCustom ??= resolveTerms(terms));
    return resolveTerms(terms);
  };
  const resolveTerms = (terms: readonly string[]): CustomInput => {
    const clean = cleanTerms(terms);
    const key = clean.join('\u0000');
    let input = gated ? customMemo.get(key) : undefined;
    if (!input) {
      const ids = new Set<string>();
      const broader = new Set<string>();
      const madeWith = new Set<string>();
      const written = new Set<string>();
      const unresolved: string[] = [];
      for (const term of clean) {
        const found = resolver.resolveTerm(term);
        if (found.item.length === 0 && found.written.length === 0) unresolved.push(term);
        for (const id of found.written) written.add(id);
        for (const id of found.item) ids.add(id);
        for (const id of found.broader) broader.add(id);
        for (const id of found.madeWith) madeWith.add(id);
      }
      // A class one word asks for is not merely "broader" because of another word.
      for (const id of ids) written.delete(id);
      for (const id of [...ids, ...written]) {
        broader.delete(id);
        madeWith.delete(id);
      }
      input = {
        terms: clean,
        ids,
        written,
        broader,
        madeWith,
        unresolved,
        idsOf: ctx.custom.idsOf,
        allergenOf: ctx.allergenOf,
      };
      if (customMemo.size > 10_000) customMemo.clear();
      customMemo.set(key, input);
    }
    return input;
  };

  return {
    parseIngredients(text, lang) {
      const scratch = scratches.take();
      try {
        return parseIngredientText(text, ctx.matcher, lang, undefined, gated, scratch);
      } finally {
        scratches.give(scratch);
      }
    },
    judge(product, profile, lang) {
      const custom = resolveCustom(profile.custom);
      const scratch = scratches.take();
      try {
        // The judge finds custom ingredients by walking the list, so it never needs the id set.
        const analysis = analyzeProduct(ctx, product, false, scratch);
        return judgeAnalysis(analysis, profile, custom, lang, gated, scratch);
      } finally {
        scratches.give(scratch);
      }
    },
    computeFlags(product) {
      const scratch = scratches.take();
      try {
        return analyzeProduct(ctx, product, true, scratch).flags;
      } finally {
        scratches.give(scratch);
      }
    },
    flagTokens,
    dietTokenQuery(profile) {
      const custom = resolveCustom(profile.custom);
      const clean = { ...profile, custom: custom.terms };
      return buildTokenQuery(clean, {
        ids: [...custom.ids],
        written: [...custom.written],
        broader: [...custom.broader],
        unresolved: custom.unresolved.length > 0,
      });
    },
    resolveCustomTerms: (terms) => {
      const custom = resolveCustom(terms);
      return [...custom.ids, ...custom.written].sort();
    },
    readClaims(product) {
      const scratch = scratches.take();
      try {
        return analyzeProduct(ctx, product, false, scratch).claims;
      } finally {
        scratches.give(scratch);
      }
    },
  };
}
