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
import type { ParsedIngredient, ParsedIngredients, ParsedTrace } from '../parse/parsed-types';
import { parseIngredientText } from '../parse/parse-ingredients';
import { POLYOLS_HIGH_MIN_G } from '../rules/product-rules';
import { isReadable } from '../parse/readability';
import type { ProductClaims } from '../claims/claim-types';
import { collectProductClaims } from '../claims/product-claims';
import { SCOPES, type EngineContext } from './context';
import { copyTo, finding, foundIn, type Finding, type RuleHit, type Scope } from './finding';
import { collectAllHits, type Unread } from './collect-hits';
import type { ProductFacts, ScopeResult } from './evidence';
import { decideGluten, decideLactose, decideSimple } from './decide';
import { pickIngredientText } from './pick-text';
import { findGluten, hiddenOnionGarlic, findLactose, findSimple } from './scope-findings';
import { declaredAllergens, findTraces } from './traces';
import { measureAmounts } from './amounts';
import { ProductEvidence } from './product-evidence';
import type { Scratch } from '../scratch';

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

/**
 * Ids of every node with their ancestors and what they are made from (`out`, custom-lookups.ts),
 * and as written of nodes without parts (`written`).
 */
function collectIds(
  ctx: EngineContext,
  nodes: readonly (ParsedIngredient | ParsedTrace)[],
  out: Set<string>,
  written: Set<string>,
): void {
  for (const n of nodes) {
    const children = 'children' in n ? n.children : NO_PARTS;
    for (const a of ctx.custom.idsOf(n.ids)) out.add(a);
    const allergen = ctx.allergenOf(n.text);
    if (allergen) out.add(allergen);
    if (children.length === 0) {
      for (const id of n.ids) written.add(id);
      // An allergen class only for a name the ingredients taxonomy does not know ("frutta a
      // guscio"): "Pistazien" is pistachio, not "nuts" as written.
      if (allergen && n.ids.length === 0) written.add(allergen);
    } else collectIds(ctx, children, out, written);
  }
}
const NO_PARTS: readonly ParsedIngredient[] = [];

/** Shared empty lists for fields a product leaves out (only read, never changed). */
const NO_TAGS: readonly string[] = [];
const NO_TRACES: readonly ParsedTrace[] = [];
const NO_IDS: readonly string[] = [];

const FRUCTANS = FODMAP_GROUPS.indexOf('fructans');
const GOS = FODMAP_GROUPS.indexOf('gos');
const FODMAP_LACTOSE = FODMAP_GROUPS.indexOf('lactose');
const EXCESS_FRUCTOSE = FODMAP_GROUPS.indexOf('excess_fructose');
const POLYOLS = FODMAP_GROUPS.indexOf('polyols');

/**
 * The findings of all FODMAP groups, in group order, in one array of the right size (most
 * products have none: then one shared empty list, only read). `concat` of five lists was slower.
 */
function allFindings(results: readonly ScopeResult[]): Finding[] {
  let count = 0;
  for (const r of results) count += r.findings.length;
  if (count === 0) return NO_FINDINGS;
  const all = new Array<Finding>(count);
  let at = 0;
  for (const r of results) for (const f of r.findings) all[at++] = f;
  return all;
}
const NO_FINDINGS: Finding[] = [];

/** Where each scope's hits are (SCOPES order: lactose, gluten, fructose, then the FODMAP groups). */
const LACTOSE = SCOPES.indexOf('lactose');
const GLUTEN = SCOPES.indexOf('gluten');
const FRUCTOSE = SCOPES.indexOf('fructose');
const FODMAP_AT = SCOPES.indexOf(`fodmap.${FODMAP_GROUPS[0]}`);
/** The hits nothing reads: the FODMAP lactose group's (judged from the lactose result). */
const UNREAD: Unread = { unused: 1 << SCOPES.indexOf('fodmap.lactose'), gated: true };
/** Ungated (engine.ts EngineOptions): every hit made, every scope of every node visited. */
const READ_ALL: Unread = { unused: 0, gated: false };

/** The FODMAP lactose group of a product without lactose findings, per level (only read). */
const NO_LACTOSE_FINDINGS: Record<FlagLevel, ScopeResult> = {
  free: { level: 'free', findings: [] },
  low: { level: 'low', findings: [] },
  traces: { level: 'traces', findings: [] },
  unknown: { level: 'unknown', findings: [] },
  contains: { level: 'contains', findings: [] },
};

function fodmapLactose(lactose: ScopeResult): ScopeResult {
  // Hard cheese and butter are low-FODMAP (Monash); only real lactose counts for the group.
  const level: FlagLevel =
    lactose.level === 'contains' || lactose.level === 'unknown' ? lactose.level : 'free';
  if (lactose.findings.length === 0) return NO_LACTOSE_FINDINGS[level];
  const findings: Finding[] = [];
  for (const f of lactose.findings)
    if (f.level === level && !f.note) findings.push(copyTo('fodmap.lactose', f));
  return { level, findings };
}

/** `withIds: false` skips collecting ingredient ids (only custom words need them): faster judging. */
export function analyzeProduct(
  ctx: EngineContext,
  product: ProductInput,
  withIds: boolean,
  scratch: Scratch,
): Analysis {
  const picked = pickIngredientText(product);
  const parsed = picked
    ? parseIngredientText(picked.text, ctx.matcher, picked.lang, picked.hint, ctx.gated, scratch)
    : undefined;
  const nodes = parsed?.ingredients ?? [];
  // A text that yielded no ingredient at all (a pasted nutrition table) is still a text: "unreadable".
  const hasList = parsed !== undefined;
  const readable = isReadable(parsed);
  const claims = collectProductClaims(product, parsed, ctx.labels.ancestors, ctx.gated);
  const tags = product.categories_tags ?? NO_TAGS;
  // Without category tags, the category its name names ("Bordeaux 2013", "Coca Cola").
  const nameCategory = tags.length === 0 ? ctx.identity.category(product) : undefined;
  const categories = nameCategory === undefined ? tags : [nameCategory];
  const facts: ProductFacts = {
    product,
    readable,
    hasList,
    unsupportedLanguage: parsed?.unsupportedLanguage === true,
    categories,
    categoriesFromName: nameCategory !== undefined,
    claims,
    declared: declaredAllergens(
      ctx,
      parsed?.allergens ?? NO_TRACES,
      product.allergens_tags ?? NO_TAGS,
    ),
  };

  const list = collectAllHits(
    nodes,
    ctx.infoOf,
    SCOPES.length,
    ctx.gated ? UNREAD : READ_ALL,
    scratch,
  );
  const hits = list.hits;
  const amountOf = measureAmounts(nodes, list.infos, list.nodes, scratch);
  const traces = findTraces(
    ctx,
    parsed?.traces ?? NO_TRACES,
    product.traces_tags ?? NO_TAGS,
    withIds,
  );
  const evidence = new ProductEvidence(ctx, product, nodes, facts, hits[GLUTEN] as RuleHit[]);
  const lactoseFound = findLactose(hits[LACTOSE] as RuleHit[], amountOf, evidence, ctx.lactose);
  for (const f of traces.lactose) lactoseFound.push(f);
  const lactose = decideLactose(facts, lactoseFound, ctx.lactoseCategory, evidence);
  const glutenFound = findGluten(hits[GLUTEN] as RuleHit[], ctx.infoOf, amountOf);
  for (const f of traces.gluten) glutenFound.push(f);
  const gluten = decideGluten(facts, glutenFound, ctx.glutenCategory, evidence);
  const fructose = decideSimple(
    'fructose',
    facts,
    findSimple('fructose', hits[FRUCTOSE] as RuleHit[], amountOf),
    undefined,
    evidence,
  );
  const polyolsG = product.nutriments_100g?.polyols;
  // By group index (FODMAP_GROUPS order): a record filled by computed keys grew its shape per product.
  const fodmap: ScopeResult[] = [];
  for (let i = 0; i < FODMAP_GROUPS.length; i++) {
    const g = FODMAP_GROUPS[i] as FodmapGroup;
    if (g === 'lactose') {
      fodmap.push(fodmapLactose(lactose));
      continue;
    }
    const scope = SCOPES[FODMAP_AT + i] as Scope;
    let found = findSimple(scope, hits[FODMAP_AT + i] as RuleHit[], amountOf);
    if (g === 'fructans' && list.hidden) {
      found = [...found];
      for (const n of list.hidden) found.push(hiddenOnionGarlic(n));
    }
    const extra =
      g === 'polyols' && polyolsG !== undefined && polyolsG >= POLYOLS_HIGH_MIN_G
        ? foundIn(
            'nutrition',
            finding('fodmap.polyols', 'contains', 'fodmap.polyols_nutriment', undefined, polyolsG),
          )
        : undefined;
    fodmap.push(decideSimple(scope, facts, found, extra, evidence));
  }

  // Judging never reads the ids: no sets, and one shared empty list (never changed) for both.
  let ingredientIds: readonly string[] = NO_IDS;
  let writtenIds: readonly string[] = NO_IDS;
  if (withIds) {
    const all = new Set<string>();
    const written = new Set<string>();
    collectIds(ctx, nodes, all, written);
    // The pack's own allergen notes ("Enthält: Sellerie") name what it contains, as the list does.
    collectIds(ctx, parsed?.allergens ?? NO_TRACES, all, written);
    for (const t of product.allergens_tags ?? []) {
      all.add(t);
      written.add(t);
    }
    ingredientIds = [...all];
    writtenIds = [...written];
  }
  const flags: ProductFlags = {
    lactose: lactose.level,
    gluten: gluten.level,
    fructose: fructose.level,
    fodmap: {
      fructans: (fodmap[FRUCTANS] as ScopeResult).level,
      gos: (fodmap[GOS] as ScopeResult).level,
      lactose: (fodmap[FODMAP_LACTOSE] as ScopeResult).level,
      excess_fructose: (fodmap[EXCESS_FRUCTOSE] as ScopeResult).level,
      polyols: (fodmap[POLYOLS] as ScopeResult).level,
    },
    ingredientIds,
    traceIds: traces.ids,
    writtenIds,
    writtenTraceIds: traces.written,
    insufficientData: !readable,
  };
  const fodmapFindings = allFindings(fodmap);
  const findings = {
    lactose: lactose.findings,
    gluten: gluten.findings,
    fructose: fructose.findings,
    fodmap: fodmapFindings,
  };
  const allergenTags = product.allergens_tags ?? NO_TAGS;
  const traceTags = product.traces_tags ?? NO_TAGS;
  return parsed
    ? { flags, findings, parsed, allergenTags, traceTags, claims }
    : { flags, findings, allergenTags, traceTags, claims };
}
