// Reads one product: parses its list, finds reasons per intolerance and FODMAP group, weighs
// product-level evidence, and produces the flags that both the verdict and the tokens come from.
import {
  FODMAP_GROUPS,
  type FlagLevel,
  type FodmapGroup,
  type Intolerance,
  type ProductFlags,
  type ProductInput,
} from '../types';
import type { ParsedIngredient, ParsedIngredients } from '../parse/parsed-types';
import { parseIngredientText } from '../parse/parse-ingredients';
import { POLYOLS_HIGH_MIN_G } from '../rules/product-rules';
import { isReadable } from '../parse/readability';
import type { ProductClaims } from '../claims/claim-types';
import { collectProductClaims } from '../claims/product-claims';
import { SCOPES, type EngineContext } from './context';
import { finding, type Finding, type RuleHit, type Scope } from './finding';
import { collectAllHits, type Unread } from './collect-hits';
import type { ProductFacts, ScopeResult } from './evidence';
import { decideGluten, decideLactose, decideSimple, type DairyEvidence } from './decide';
import { pickIngredientText } from './pick-text';
import { findGluten, hiddenOnionGarlic, findLactose, findSimple } from './scope-findings';
import { declaredAllergens, findTraces } from './traces';
import { measureAmounts } from './amounts';
import { isDrink } from './drink';
import { milkOfName, recipeOf, ruleOfName, type DairyLookups } from './dairy-kind';
import { cerealFoodOfName, namesGrain } from './gluten-name';

/** A cheese or butter recipe is short: milk or cream, salt, rennet, cultures and a few helpers. */
const MAX_RECIPE_ITEMS = 8;

export interface Analysis {
  flags: ProductFlags;
  /**
   * The reasons per intolerance, in the order found (FODMAP: group by group). Each decision makes
   * findings of its own scope only, so these are the lists the judge shows as they are.
   */
  findings: Record<Intolerance, readonly Finding[]>;
  parsed?: ParsedIngredients;
  /** The product's allergens_tags (evidence of presence for custom words). */
  allergenTags: readonly string[];
  /** The product's traces_tags. */
  traceTags: readonly string[];
  /** Free-from claims (name, ingredient text, labels) and content statements, as read. */
  claims: ProductClaims;
}

/** Ids with ancestors of every node (`out`), and as written of nodes without parts (`written`). */
function collectIds(
  ctx: EngineContext,
  nodes: readonly ParsedIngredient[],
  out: Set<string>,
  written: Set<string>,
): void {
  for (const n of nodes) {
    for (const a of ctx.ancestorsOfIds(n.ids)) out.add(a);
    const allergen = ctx.allergenOf(n.text);
    if (allergen) out.add(allergen);
    if (n.children.length === 0) {
      for (const id of n.ids) written.add(id);
      // An allergen class only for a name the ingredients taxonomy does not know ("frutta a
      // guscio"): "Pistazien" is pistachio, not "nuts" as written.
      if (allergen && n.ids.length === 0) written.add(allergen);
    } else collectIds(ctx, n.children, out, written);
  }
}

/** Where each scope's hits are (SCOPES order: lactose, gluten, fructose, then the FODMAP groups). */
const LACTOSE = SCOPES.indexOf('lactose');
const GLUTEN = SCOPES.indexOf('gluten');
const FRUCTOSE = SCOPES.indexOf('fructose');
const FODMAP_AT = SCOPES.indexOf(`fodmap.${FODMAP_GROUPS[0]}`);
/**
 * The hits the findings below never read: plain 'free' ones except for gluten (namesGrain reads
 * them), and all of the FODMAP lactose group (judged from the lactose result).
 */
const UNREAD: Unread = {
  quiet: ((1 << SCOPES.length) - 1) & ~(1 << GLUTEN),
  unused: 1 << SCOPES.indexOf('fodmap.lactose'),
};

/**
 * What the product's recipe and name say about its dairy, worked out only when a milk finding
 * asks (methods, not closures made per product: judging runs for every product).
 */
class ProductDairy implements DairyEvidence {
  private readonly product: ProductInput;
  private readonly nodes: readonly ParsedIngredient[];
  private readonly dairy: DairyLookups;
  constructor(product: ProductInput, nodes: readonly ParsedIngredient[], dairy: DairyLookups) {
    this.product = product;
    this.nodes = nodes;
    this.dairy = dairy;
  }
  recipe() {
    return this.nodes.length <= MAX_RECIPE_ITEMS ? recipeOf(this.nodes, this.dairy) : undefined;
  }
  named() {
    return ruleOfName(this.product, this.dairy);
  }
  milkInName() {
    return milkOfName(this.product, this.dairy);
  }
}

function fodmapLactose(lactose: ScopeResult): ScopeResult {
  // Hard cheese and butter are low-FODMAP (Monash); only real lactose counts for the group.
  const level: FlagLevel =
    lactose.level === 'contains' || lactose.level === 'unknown' ? lactose.level : 'free';
  const findings: Finding[] = [];
  for (const f of lactose.findings)
    if (f.level === level && !f.note)
      findings.push(finding('fodmap.lactose', f.level, f.code, f.trigger, f.amount, f.detail));
  return { level, findings };
}

/** `withIds: false` skips collecting ingredient ids (only custom words need them): faster judging. */
export function analyzeProduct(
  ctx: EngineContext,
  product: ProductInput,
  withIds = true,
): Analysis {
  const picked = pickIngredientText(product);
  const parsed = picked
    ? parseIngredientText(picked.text, ctx.matcher, picked.lang, picked.hint)
    : undefined;
  const nodes = parsed?.ingredients ?? [];
  // A text that yielded no ingredient at all (a pasted nutrition table) is still a text: "unreadable".
  const hasList = parsed !== undefined;
  const readable = isReadable(parsed);
  const claims = collectProductClaims(product, parsed, ctx.labels.ancestors);
  const facts: ProductFacts = {
    product,
    readable,
    hasList,
    categories: product.categories_tags ?? [],
    claims,
    declared: declaredAllergens(ctx, parsed?.allergens ?? [], product.allergens_tags ?? []),
  };

  const list = collectAllHits(nodes, ctx.infoOf, SCOPES.length, UNREAD);
  const hits = list.hits;
  const amountOf = measureAmounts(nodes, list.infos);
  const traces = findTraces(ctx, parsed?.traces ?? [], product.traces_tags ?? [], withIds);
  const lactoseFound = findLactose(
    hits[LACTOSE] as RuleHit[],
    amountOf,
    () => isDrink(facts.categories, nodes, ctx.categories.ancestors, ctx.ancestorsOfIds),
    ctx.lactose,
  );
  for (const f of traces.lactose) lactoseFound.push(f);
  const lactose = decideLactose(
    facts,
    lactoseFound,
    ctx.lactoseCategory,
    new ProductDairy(product, nodes, ctx.dairy),
  );
  const glutenFound = findGluten(hits[GLUTEN] as RuleHit[], ctx.infoOf, amountOf);
  for (const f of traces.gluten) glutenFound.push(f);
  const gluten = decideGluten(facts, glutenFound, ctx.glutenCategory, () =>
    namesGrain(hits[GLUTEN] as RuleHit[])
      ? undefined
      : cerealFoodOfName(product, ctx.matcher, ctx.gluten),
  );
  const fructose = decideSimple(
    'fructose',
    facts,
    findSimple('fructose', hits[FRUCTOSE] as RuleHit[], amountOf),
  );
  const polyolsG = product.nutriments_100g?.polyols;
  const fodmap = {} as Record<FodmapGroup, ScopeResult>;
  for (let i = 0; i < FODMAP_GROUPS.length; i++) {
    const g = FODMAP_GROUPS[i] as FodmapGroup;
    if (g === 'lactose') {
      fodmap[g] = fodmapLactose(lactose);
      continue;
    }
    const scope = SCOPES[FODMAP_AT + i] as Scope;
    const found = findSimple(scope, hits[FODMAP_AT + i] as RuleHit[], amountOf);
    if (g === 'fructans') for (const n of list.hidden) found.push(hiddenOnionGarlic(n));
    const extra: (Finding | undefined)[] = [];
    if (g === 'polyols' && polyolsG !== undefined && polyolsG >= POLYOLS_HIGH_MIN_G)
      extra.push(
        finding('fodmap.polyols', 'contains', 'fodmap.polyols_nutriment', undefined, polyolsG),
      );
    fodmap[g] = decideSimple(scope, facts, found, extra);
  }

  const ingredientIds = new Set<string>();
  const writtenIds = new Set<string>();
  if (withIds) {
    collectIds(ctx, nodes, ingredientIds, writtenIds);
    for (const t of product.allergens_tags ?? []) {
      ingredientIds.add(t);
      writtenIds.add(t);
    }
  }
  const flags: ProductFlags = {
    lactose: lactose.level,
    gluten: gluten.level,
    fructose: fructose.level,
    fodmap: {
      fructans: fodmap.fructans.level,
      gos: fodmap.gos.level,
      lactose: fodmap.lactose.level,
      excess_fructose: fodmap.excess_fructose.level,
      polyols: fodmap.polyols.level,
    },
    ingredientIds: [...ingredientIds],
    traceIds: traces.ids,
    writtenIds: [...writtenIds],
    writtenTraceIds: traces.written,
    insufficientData: !readable,
  };
  const fodmapFindings: Finding[] = [];
  for (const g of FODMAP_GROUPS) for (const f of fodmap[g].findings) fodmapFindings.push(f);
  const findings = {
    lactose: lactose.findings,
    gluten: gluten.findings,
    fructose: fructose.findings,
    fodmap: fodmapFindings,
  };
  const allergenTags = product.allergens_tags ?? [];
  const traceTags = product.traces_tags ?? [];
  return parsed
    ? { flags, findings, parsed, allergenTags, traceTags, claims }
    : { flags, findings, allergenTags, traceTags, claims };
}
