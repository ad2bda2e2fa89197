// Product-level evidence: labels, categories, nutriments and allergen tags, combined with what the
// ingredient list says. Evidence of presence beats claims of absence, except for a certified label
// precisely about the intolerance (DOMAIN.md).
import type { FlagLevel, ProductInput } from '../types';
import type { IngredientRule } from '../rules/rule-types';
import { LACTOSE_FREE_MAX_G, LACTOSE_HIGH_MIN_G } from '../rules/product-rules';
import { finding, foundIn, worseLevel, type Finding } from './finding';
import type { ProductClaims } from '../claims/claim-types';
import type { RuleLookup } from './rule-lookup';

export interface ScopeResult {
  level: FlagLevel;
  findings: Finding[];
}

export interface ProductFacts {
  product: ProductInput;
  /** The ingredient list was read well enough to clear a product. */
  readable: boolean;
  /** An ingredient list exists at all. */
  hasList: boolean;
  /** The list is in a language we do not read. */
  unsupportedLanguage: boolean;
  categories: readonly string[];
  /** The categories were read from the name (no category tags): their evidence stands there. */
  categoriesFromName: boolean;
  /** Free-from claims and content statements, as read (claims/). */
  claims: ProductClaims;
  /** Allergens declared present: allergens_tags and the pack's own allergen notes. */
  declared: ReadonlySet<string>;
}

/** The worst level of the findings that are not notes (a loop: asked several times per product). */
const levelOf = (findings: readonly Finding[]): FlagLevel => {
  let worst: FlagLevel = 'free';
  for (const f of findings) if (!f.note) worst = worseLevel(worst, f.level);
  return worst;
};

export function categoryRule(
  facts: ProductFacts,
  lookup: RuleLookup<IngredientRule>,
): IngredientRule | undefined {
  // A specific category (plant drink, hard cheese, soft cheese) beats the general one (milk,
  // cheese); a cheese of unknown ripening (en:cheeses) only when nothing else is known. The first
  // of each, in one pass without lists (asked for every product without a readable list).
  let first: IngredientRule | undefined;
  let free: IngredientRule | undefined;
  let low: IngredientRule | undefined;
  let kind: IngredientRule | undefined;
  for (const category of facts.categories) {
    const r = lookup(category);
    if (r === undefined) continue;
    first ??= r;
    if (r.level === 'free') free ??= r;
    else if (r.level === 'low') low ??= r;
    if (r.kind !== undefined) kind ??= r;
  }
  return free ?? low ?? kind ?? first;
}

/** No readable list: only evidence of presence, a category, a nutriment or a tag can decide. */
export function decideWithoutList(
  scope: Finding['scope'],
  facts: ProductFacts,
  findings: Finding[],
  extra: readonly (Finding | undefined)[],
): ScopeResult {
  if (levelOf(findings) === 'contains') return { level: 'contains', findings };
  const evidence = extra.find((f) => f !== undefined);
  if (evidence)
    return {
      level: evidence.level,
      findings: [...findings.filter((f) => f.level === 'traces'), evidence],
    };
  const own = finding(scope, 'unknown', unknownCode(scope, facts));
  return { level: 'unknown', findings: findings.length === 0 ? [own] : [...findings, own] };
}

/** "fodmap.unreadable", "gluten.no_data": built once per scope, not per product. */
const UNKNOWN_CODES = new Map<
  Finding['scope'],
  readonly [noData: string, unreadable: string, language: string]
>();
function unknownCode(scope: Finding['scope'], facts: ProductFacts): string {
  let codes = UNKNOWN_CODES.get(scope);
  if (codes === undefined) {
    const prefix = scope.startsWith('fodmap') ? 'fodmap' : scope;
    codes = [`${prefix}.no_data`, `${prefix}.unreadable`, `${prefix}.unsupported_language`];
    UNKNOWN_CODES.set(scope, codes);
  }
  return codes[facts.unsupportedLanguage ? 2 : facts.hasList ? 1 : 0];
}

export function nutrimentLactose(product: ProductInput): Finding | undefined {
  const g = product.nutriments_100g?.lactose;
  if (g === undefined || !Number.isFinite(g)) return undefined;
  if (g < LACTOSE_FREE_MAX_G)
    return foundIn('nutrition', finding('lactose', 'free', 'lactose.nutriment_free', undefined, g));
  if (g >= LACTOSE_HIGH_MIN_G)
    return foundIn(
      'nutrition',
      finding('lactose', 'contains', 'lactose.nutriment_high', undefined, g),
    );
  return foundIn('nutrition', finding('lactose', 'low', 'lactose.nutriment_low', undefined, g));
}

export { levelOf };
