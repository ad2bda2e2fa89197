// Everything the engine precomputes from Knowledge once: indexes, matcher, memoised rule lookups.
import type { Knowledge } from '../knowledge';
import type { FodmapGroup } from '../types';
import { FODMAP_GROUPS } from '../types';
import { buildTaxonomyIndex, type TaxonomyIndex } from '../taxonomy/taxonomy-index';
import { createMatcher, type Matcher } from '../match/matcher';
import { LEXICON } from '../match/lexicon';
import { createNoiseTests } from '../match/noise';
import { normalizeName } from '../text/normalize';
import type { IngredientRule, RuleTable } from '../rules/rule-types';
import { driedRule, DRIED_WORDS, LACTOSE_ID_WORDS, LACTOSE_RULES } from '../rules/lactose';
import { GLUTEN_ID_RULES, GLUTEN_RULES } from '../rules/gluten';
import { FRUCTOSE_RULES } from '../rules/fructose';
import { FODMAP_REFINED, FODMAP_RULES, HIDDEN_ONION_GARLIC } from '../rules/fodmap';
import { fodmapLensTable } from './fodmap-lens';
import { GLUTEN_CATEGORY_RULES, LACTOSE_CATEGORY_RULES } from '../rules/product-rules';
import { createRuleLookup, type RuleLookup } from './rule-lookup';
import { ruleOfIds } from './collect-hits';
import { createInfoOf, type InfoOf } from './ids-info';
import { namesCereal } from './scope-findings';
import type { Scope } from './finding';
import { RECIPE_ROLES } from '../rules/cheese';
import type { DairyLookups } from './dairy-kind';
import { buildCustomLookups, type CustomLookups } from './custom-lookups';
import { createIdentityReader, type IdentityReader } from '../identity/read-identity';
import { CATEGORY_FOODS, IDENTITY_FOODS, type IdentityRule } from '../identity/identity-rules';

export interface EngineContext {
  /** False when the engine runs ungated (engine.ts EngineOptions): no short-cut, no memo. */
  gated: boolean;
  index: TaxonomyIndex;
  matcher: Matcher;
  lactose: RuleLookup<IngredientRule>;
  gluten: RuleLookup<IngredientRule>;
  fructose: RuleLookup<IngredientRule>;
  fodmap: Record<FodmapGroup, RuleLookup<IngredientRule>>;
  labels: TaxonomyIndex;
  /** The categories taxonomy (a drink, a cheese kind). */
  categories: TaxonomyIndex;
  lactoseCategory: RuleLookup<IngredientRule>;
  glutenCategory: RuleLookup<IngredientRule>;
  /** Normalised allergen names (allergens taxonomy, all three languages) → allergen id. */
  allergenByName: Map<string, string>;
  /** Allergen id → its English name ("en:nuts" → "Nuts"). */
  allergenNames: Map<string, string>;
  /** Allergen id of a name as written, memoised. */
  allergenOf: (text: string) => string | undefined;
  /** Rules per scope (index as SCOPES) and flags of a node's ids, once per distinct id list. */
  infoOf: InfoOf;
  /** All ids of a node's ids with their ancestors, computed once per distinct id list. */
  ancestorsOfIds: (ids: readonly string[]) => readonly string[];
  /** What a cheese or butter recipe is made of, and what its name says it became. */
  dairy: DairyLookups;
  /** What custom words read: what ingredients are made from, the allergen classes. */
  custom: CustomLookups;
  /** What a product is, read from its name (identity/). */
  identity: IdentityReader;
  /** What a kind of product (a category) settles (identity/identity-rules.ts CATEGORY_FOODS). */
  categoryFoods: RuleLookup<IdentityRule>;
}

/** Scope order of NodeRules and collectAllHits. */
export const SCOPES: readonly Scope[] = [
  'lactose',
  'gluten',
  'fructose',
  ...FODMAP_GROUPS.map((g): Scope => `fodmap.${g}`),
];

const FLAVOURING = 'en:flavouring';
const DAIRY = 'en:dairy';
const LACTOSE_AT = SCOPES.indexOf('lactose');
const NOT_FODMAP: IngredientRule = { level: 'free', code: 'fodmap.low_fodmap' };
const NOT_FODMAP_EXACT: IngredientRule = { ...NOT_FODMAP, exact: true };
const REFINED: IngredientRule = { level: 'free', code: 'fodmap.refined', exempts: true };

/** Fruits whose share decides (FODMAP_RULES byShare): the lens's juices and purées of them too. */
const SHARE_FRUITS = Object.entries(FODMAP_RULES)
  .filter(([, r]) => Object.values(r).some((x) => x.byShare))
  .map(([id]) => id);

function fodmapTable(
  group: FodmapGroup,
  lens: Record<string, Partial<Record<FodmapGroup, IngredientRule>>>,
  index: TaxonomyIndex,
): RuleTable {
  const table: Record<string, IngredientRule> = {};
  for (const [id, rule] of Object.entries(lens)) {
    const own = rule[group] ?? NOT_FODMAP;
    // Apple juice concentrate is apple: red as the main ingredient, yellow as a minor one.
    const fruit =
      own.level === 'contains' && index.ancestors(id).some((a) => SHARE_FRUITS.includes(a));
    table[id] = fruit ? { level: 'contains', code: own.code, byShare: true } : own;
  }
  // The engine's own table wins over the machine-compiled lens on the same id.
  for (const [id, rule] of Object.entries(FODMAP_RULES)) {
    const exact = Object.values(rule).some((r) => r.exact);
    table[id] = rule[group] ?? (exact ? NOT_FODMAP_EXACT : NOT_FODMAP);
  }
  for (const id of FODMAP_REFINED) table[id] = REFINED;
  return table;
}

const DRIED = new Set(DRIED_WORDS);
const isDried = (id: string) =>
  id.includes('pulver') ||
  id
    .slice(3)
    .split('-')
    .some((w) => DRIED.has(w));

/** A powder holds the lactose of about ten times its weight of the liquid (rules/lactose.ts). */
function driedForms(base: RuleLookup<IngredientRule>, gated: boolean): RuleLookup<IngredientRule> {
  const memo = new Map<string, IngredientRule | null>();
  return (id) => {
    let rule = gated ? memo.get(id) : undefined;
    if (rule === undefined) {
      rule = base(id) ?? null;
      if (rule && rule.level !== 'free' && isDried(id)) rule = driedRule(rule);
      memo.set(id, rule);
    }
    return rule ?? undefined;
  };
}

export function buildContext(knowledge: Knowledge, gated = true): EngineContext {
  const entries = [...LEXICON, ...knowledge.ingredients, ...knowledge.additives];
  const index = buildTaxonomyIndex(entries);
  const categories = buildTaxonomyIndex(knowledge.categories);
  const matcher = createMatcher(
    index,
    createNoiseTests(knowledge.countries ?? [], knowledge.processing ?? []),
    gated,
  );
  const lens = fodmapLensTable(knowledge.fodmap, matcher);
  const fodmap = {} as Record<FodmapGroup, RuleLookup<IngredientRule>>;
  for (const g of FODMAP_GROUPS)
    fodmap[g] = createRuleLookup(fodmapTable(g, lens, index), index, undefined, gated);
  const allergenByName = new Map<string, string>();
  const allergenNames = new Map<string, string>();
  for (const a of knowledge.allergens) {
    const en = a.names.en?.[0];
    if (en) allergenNames.set(a.id, en);
    for (const names of Object.values(a.names))
      for (const n of names ?? []) allergenByName.set(normalizeName(n), a.id);
  }
  const lactose = driedForms(
    createRuleLookup(
      LACTOSE_RULES,
      index,
      [{ words: LACTOSE_ID_WORDS, rule: LACTOSE_RULES['en:dairy'] as IngredientRule }],
      gated,
    ),
    gated,
  );
  const gluten = createRuleLookup(GLUTEN_RULES, index, GLUTEN_ID_RULES, gated);
  const fructose = createRuleLookup(FRUCTOSE_RULES, index, undefined, gated);
  const allergenMemo = new Map<string, string | null>();
  const allergenOf = (text: string): string | undefined => {
    let v = gated ? allergenMemo.get(text) : undefined;
    if (v === undefined) {
      if (allergenMemo.size > 100_000) allergenMemo.clear();
      allergenMemo.set(text, (v = allergenByName.get(normalizeName(text)) ?? null));
    }
    return v ?? undefined;
  };
  const lookups: Record<Scope, RuleLookup<IngredientRule>> = {
    lactose,
    gluten,
    fructose,
  } as Record<Scope, RuleLookup<IngredientRule>>;
  for (const g of FODMAP_GROUPS) lookups[`fodmap.${g}`] = fodmap[g];
  // A grain itself (wheat, barley): its parents are the cereal class, not a product of it.
  const isA = (id: string, classes: readonly string[]) =>
    index.ancestors(id).some((a) => classes.includes(a));
  const isSourceGrain = (id: string) =>
    id === 'en:cereal' || index.ancestors(id)[1] === 'en:cereal';
  const rulesOf = (ids: readonly string[]) =>
    SCOPES.map((scope) => ruleOfIds(ids, lookups[scope], isSourceGrain, isA));
  const ancestorsMemo = new Map<readonly string[], readonly string[]>();
  const ancestorsOfIds = (ids: readonly string[]) => {
    let a = gated ? ancestorsMemo.get(ids) : undefined;
    if (ancestorsMemo.size > 300_000) ancestorsMemo.clear();
    if (!a)
      ancestorsMemo.set(
        ids,
        (a =
          ids.length === 1
            ? index.ancestors(ids[0] as string)
            : [...new Set(ids.flatMap((id) => index.ancestors(id)))]),
      );
    return a;
  };
  // Asked for every node: a set of the class's members is cheaper than walking up each id.
  const flavourings = new Set(index.descendants(FLAVOURING));
  // Only the generic names hide anything; Muskat is a spice but just nutmeg.
  const infoOf = createInfoOf(
    rulesOf,
    (id) => flavourings.has(id),
    (id) => HIDDEN_ONION_GARLIC.has(id),
    (id) => namesCereal(id) || gluten(id)?.level === 'contains',
    gated,
  );
  const dairyIds = new Set(index.descendants(DAIRY));
  // The classes of additives (additives_classes.txt: preservative, emulsifier…): the additives
  // taxonomy's entries that are no E number.
  const E_NUMBER = /^en:e\d/;
  const additiveClasses = new Set<string>();
  for (const e of knowledge.additives) if (!E_NUMBER.test(e.id)) additiveClasses.add(e.id);
  const dairy: DairyLookups = {
    matcher,
    lactose,
    roleOf: createRuleLookup(RECIPE_ROLES, index, undefined, gated),
    isDairy: (id) => dairyIds.has(id),
    isClass: (id) => additiveClasses.has(id),
    lactoseOfIds: (ids) => infoOf(ids).rules[LACTOSE_AT],
  };
  const labels = buildTaxonomyIndex(knowledge.labels);
  const identity = createIdentityReader({
    matcher,
    index,
    labels,
    categories,
    foods: knowledge.foods ?? [],
    lactose,
    identity: createRuleLookup(IDENTITY_FOODS, index, undefined, gated),
  });
  return {
    gated,
    identity,
    categoryFoods: createRuleLookup(CATEGORY_FOODS, categories, undefined, gated),
    dairy,
    custom: buildCustomLookups(knowledge, entries, index, matcher, gated),
    infoOf,
    ancestorsOfIds,
    allergenOf,
    index,
    matcher,
    lactose,
    gluten,
    fructose,
    fodmap,
    labels,
    categories,
    lactoseCategory: createRuleLookup(LACTOSE_CATEGORY_RULES, categories, undefined, gated),
    glutenCategory: createRuleLookup(GLUTEN_CATEGORY_RULES, categories, undefined, gated),
    allergenByName,
    allergenNames,
  };
}
