// Final level per intolerance from list findings plus product-level evidence: without a readable
// list, in order of strength, what the category, a measured value, the name (identity/), the
// nutrition table (nutrition.ts) and the declared allergens say.
import type { IngredientRule } from '../rules/rule-types';
import { finding, foundIn, isWorse, type Finding, type Scope } from './finding';
import {
  categoryRule,
  decideWithoutList,
  levelOf,
  nutrimentLactose,
  type ProductFacts,
  type ScopeResult,
} from './evidence';
import type { RuleLookup } from './rule-lookup';
import { madeInto, type Recipe } from './dairy-kind';
import { glutenClaim, lactoseClaim } from './decide-claims';
import type { FreeFromClaim } from '../claims/claim-types';
import { tableFodmap, tableFructose, tableLactose, type TableBounds } from './nutrition';

/** A category's rule; a category read from the name stands in the name. */
function fromCategory(
  facts: ProductFacts,
  scope: Finding['scope'],
  rule: IngredientRule | undefined,
): Finding | undefined {
  if (!rule) return undefined;
  const f = finding(scope, rule.level, rule.code);
  if (!facts.categoriesFromName) return foundIn('category', f);
  f.trigger = facts.product.product_name?.trim();
  return foundIn('name', f);
}

/** What the product's name and nutrition table say (product-evidence.ts), read lazily. */
export interface NameEvidence {
  /** What the name says of one scope: a complete identity anything, a partial one a warning. */
  fromName(scope: Scope): Finding | undefined;
  /** The stated nutrition table's bounds. */
  table(): TableBounds | undefined;
}

/** What the product is made into, read lazily: only products with a milk finding need it. */
export interface DairyEvidence extends NameEvidence {
  recipe(): Recipe | undefined;
  named(): { rule: IngredientRule; name: string } | undefined;
  /** The name says it holds milk, cream, yogurt… (the name as written). */
  milkInName(): string | undefined;
  /** The name when it promises a flour food and the list names no grain (gluten-name.ts). */
  cerealInName(): string | undefined;
  /** The texts of the list's raw materials (milk, cream), at any depth. */
  rawMaterials(): ReadonlySet<string>;
  /** Every one of these triggers is a minor ingredient (not the first) with no stated share. */
  allMinor(triggers: readonly string[]): boolean;
  /** The name says a cheese or butter, of whatever kind. */
  namesCheeseOrButter(): boolean;
  /**
   * A lactose-free claim on the list's first item when that item restates the product ("yogourt
   * sans lactose, lait, protéines du lait" of a "Joghurt"; "Boisson lactée sans lactose avec …"):
   * a claim about the product (DOMAIN.md "Claims: where they stand and what they cover").
   */
  restatedClaim(): FreeFromClaim | undefined;
}

/** The list and the pack disagree (a declared allergen, a name): "please check the pack" (yellow). */
function conflict(
  findings: Finding[],
  scope: 'lactose' | 'gluten',
  code: string,
  source: 'allergens' | 'name',
  trigger?: string,
): ScopeResult {
  const own = foundIn(source, finding(scope, 'unknown', code, trigger || undefined));
  return { level: 'unknown', findings: [...findings, own] };
}

/** The table's lactose bound in g per 100 g (the value messages show), rounded up to 0.1 g. */
const boundOf = (table: TableBounds | undefined) =>
  table?.sugars === undefined ? undefined : Math.ceil(table.sugars.max * 10 - 1e-9) / 10;

/** A list that only names the raw material is judged by what the milk became. */
function asMadeInto(
  findings: Finding[],
  facts: ProductFacts,
  categories: RuleLookup<IngredientRule>,
  dairy: DairyEvidence,
): Finding[] {
  if (!findings.some((f) => f.level === 'contains')) return findings;
  const recipe = dairy.recipe();
  if (!recipe) return findings;
  // What the milk became: as the list names it ("Fromage suisse à pâte dure, gras, au lait cru"),
  // else as the category or the product's name says. When both say, the one that leaves more
  // lactose counts: "Paneer" is a fresh cheese whatever "Fromage danois à pâte molle" says.
  const own = recipe.named;
  const category = categoryRule(facts, categories);
  const named = dairy.named();
  // A category tag says more than the name; a category read from the name says less than the
  // food the name names ("Tomme à la crème" is a tomme, whatever the category of "Tomme").
  const tagged =
    category?.kind && !(facts.categoriesFromName && named?.rule.kind) ? category : undefined;
  const other = tagged ?? named?.rule ?? (category?.kind ? category : undefined);
  let made =
    own && !(other?.kind && isWorse(other.level, own.rule.level))
      ? madeInto(recipe, own.rule, own.node.text)
      : madeInto(recipe, other, named?.name);
  // A cheese (rennet in the list, or a cheese or butter by name or category) whose table states
  // less than 1 g sugars: ripening or churning has left no more lactose than that (DOMAIN.md "A
  // nutrition table is evidence"). Not a glass of milk whose table says 0: that table is wrong.
  const cheese =
    recipe.coagulant ||
    category?.kind !== undefined ||
    category?.code === 'lactose.category_cheese' ||
    dairy.namesCheeseOrButter();
  if (cheese && (!made || made.level === 'unknown')) {
    const bound = tableLactose(dairy.table()) ? boundOf(dairy.table()) : undefined;
    if (bound !== undefined) {
      const trigger = (recipe.raw[0] as Recipe['raw'][number]).text;
      made = finding('lactose', 'low', 'lactose.made_by_table', trigger, bound);
    }
  }
  if (!made) return findings;
  const replaced = new Set(recipe.raw.map((n) => n.text));
  if (own) replaced.add(own.node.text);
  return [...findings.filter((f) => f.trigger === undefined || !replaced.has(f.trigger)), made];
}

/**
 * Milk of unknown share that is not the main ingredient, under a table that states less than 1 g
 * sugars: the table bounds the lactose better than the order of the list can.
 */
function boundByTable(findings: Finding[], dairy: DairyEvidence): Finding[] {
  const milky = findings.filter(
    (f) => !f.note && (f.level === 'contains' || f.level === 'unknown'),
  );
  if (milky.length === 0 || milky.some((f) => f.trigger === undefined)) return findings;
  const table = tableLactose(dairy.table());
  if (!table || !dairy.allMinor(milky.map((f) => f.trigger as string))) return findings;
  return [table, ...findings.filter((f) => !milky.includes(f))];
}

/**
 * A ripened cheese or butter by its name, over a list that cannot be read: the list's milk and
 * cream are what it is made of (DOMAIN.md "When a product's whole list is its raw material"), so
 * they give way to what they became.
 */
function rawOfNamedKind(
  findings: Finding[],
  dairy: DairyEvidence,
): { findings: Finding[]; made?: Finding } {
  const named = dairy.named();
  if (!named?.rule.kind || named.rule.level === 'contains') return { findings };
  const raw = dairy.rawMaterials();
  const of = findings.find((f) => f.trigger !== undefined && raw.has(f.trigger));
  if (!of) return { findings };
  const rest = findings.filter((f) => f.trigger === undefined || !raw.has(f.trigger));
  const made = finding('lactose', named.rule.level, `lactose.made_${named.rule.kind}`, of.trigger);
  made.detail = named.name;
  return { findings: rest, made };
}

/** Findings of a list that names no milk product (butter and milk fat hold next to no lactose). */
const NAMES_NO_MILK = new Set([
  'lactose.not_milk',
  'lactose.lactitol',
  'lactose.butter',
  'lactose.milk_fat',
  'lactose.traces',
]);

export function decideLactose(
  facts: ProductFacts,
  listFindings: Finding[],
  categories: RuleLookup<IngredientRule>,
  dairy: DairyEvidence,
): ScopeResult {
  const claimed = lactoseClaim(facts, listFindings, dairy.restatedClaim());
  if (claimed) return claimed;
  let findings = listFindings;
  const { product } = facts;
  const allergenMilk = facts.declared.has('en:milk');
  // The category's rule is only needed without a readable list or for a dairy recipe: a look-up
  // per category tag, so it is not made for every product (nor a closure for it: judging runs
  // for every product, and tsx names each closure it makes).
  if (facts.readable) {
    findings = boundByTable(asMadeInto(findings, facts, categories, dairy), dairy);
    const level = levelOf(findings);
    const nutriment = nutrimentLactose(product);
    if (nutriment?.level === 'contains' && level !== 'contains')
      return { level: 'contains', findings: [...findings, nutriment] };
    const milkish = findings.some((f) => !f.note && f.level !== 'free' && f.level !== 'traces');
    if (allergenMilk && !milkish) {
      return conflict(findings, 'lactose', 'lactose.allergen_conflict', 'allergens');
    }
    // A list without the milk its own name promises is incomplete (a fruit part of a yogurt, a
    // biscuit without its milk chocolate): not evidence enough for green.
    const named = findings.every((f) => NAMES_NO_MILK.has(f.code)) ? dairy.milkInName() : undefined;
    if (named) return conflict(findings, 'lactose', 'lactose.name_conflict', 'name', named);
    return { level, findings };
  }
  const allergen: Finding | undefined = allergenMilk
    ? foundIn('allergens', finding('lactose', 'contains', 'lactose.allergen_milk'))
    : undefined;
  // What the name says the product is. It cannot beat the pack's own word that its milk is
  // lactose-free ("SOn sans lactose avec de lait partiellement écrémé" on a barely legible "Milk
  // Protein" drink).
  const qualified = findings.some((f) => f.code === 'lactose.lactose_free_ingredient');
  const name = qualified ? undefined : dairy.fromName('lactose');
  const made = rawOfNamedKind(findings, dairy);
  findings = made.findings;
  const category = categoryRule(facts, categories);
  // A category tag of known ripening beats the name; one read from the name does not.
  const known =
    category?.level === 'unknown' || (facts.categoriesFromName && name) ? undefined : category;
  const table = tableLactose(dairy.table());
  // A name that says milk, yogurt or cream over a table of next to no sugars: one of them is wrong.
  const says = name && name.level !== 'free' && name.level !== 'unknown' ? name : undefined;
  const clash =
    says?.level === 'contains' && table
      ? foundIn('name', finding('lactose', 'unknown', 'lactose.table_conflict', says.trigger))
      : undefined;
  if (clash) {
    clash.amount = table?.amount;
    clash.food = says?.food;
  }
  // Evidence in order of strength: a specific category, a measured value, what the name's food
  // holds, the table's sugars (which settle a cheese of unknown ripening), a declared allergen,
  // whatever else the name or category says.
  return decideWithoutList('lactose', facts, findings, [
    fromCategory(facts, 'lactose', known),
    nutrimentLactose(product),
    made.made,
    clash ?? says,
    table,
    allergen,
    name,
    fromCategory(facts, 'lactose', category),
  ]);
}

export function decideGluten(
  facts: ProductFacts,
  findings: Finding[],
  categories: RuleLookup<IngredientRule>,
  evidence: Pick<DairyEvidence, 'cerealInName' | 'fromName'>,
): ScopeResult {
  const claimed = glutenClaim(facts, findings);
  if (claimed) return claimed;
  const allergenGluten = facts.declared.has('en:gluten');
  if (facts.readable) {
    const level = levelOf(findings);
    const explained = findings.some(
      (f) => f.level !== 'free' || f.code === 'gluten.exempt_derivative',
    );
    if (allergenGluten && !explained) {
      return conflict(findings, 'gluten', 'gluten.allergen_conflict', 'allergens');
    }
    const named = level === 'free' ? evidence.cerealInName() : undefined;
    if (named) return conflict(findings, 'gluten', 'gluten.name_conflict', 'name', named);
    return { level, findings };
  }
  const allergen: Finding | undefined = allergenGluten
    ? foundIn('allergens', finding('gluten', 'contains', 'gluten.allergen_gluten'))
    : undefined;
  return decideWithoutList('gluten', facts, findings, [
    allergen,
    fromCategory(facts, 'gluten', categoryRule(facts, categories)),
    evidence.fromName('gluten'),
  ]);
}

/** The table's bound for a scope of fructose or FODMAP (lactose: decideLactose). */
function tableFor(scope: Scope, table: TableBounds | undefined): Finding | undefined {
  if (scope === 'fructose') return tableFructose(table, scope);
  if (scope === 'lactose' || scope === 'gluten' || scope === 'fodmap.lactose') return undefined;
  return tableFodmap(table, scope.slice('fodmap.'.length) as Parameters<typeof tableFodmap>[1]);
}

export function decideSimple(
  scope: Finding['scope'],
  facts: ProductFacts,
  findings: Finding[],
  /** Product-level evidence besides the list (the polyols nutriment), if any. */
  extra: Finding | undefined,
  evidence: NameEvidence,
): ScopeResult {
  if (facts.readable) {
    const more = extra?.level === 'contains' ? extra : undefined;
    return more && levelOf(findings) !== 'contains'
      ? { level: 'contains', findings: [...findings, more] }
      : { level: levelOf(findings), findings };
  }
  const name = evidence.fromName(scope);
  // Evidence in order of strength: a measured value, what the name's food holds or clears, the
  // table's bound.
  return decideWithoutList(scope, facts, findings, [
    extra,
    name,
    tableFor(scope, evidence.table()),
  ]);
}
