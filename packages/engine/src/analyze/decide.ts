// Final level per intolerance from list findings plus product-level evidence.
import type { IngredientRule } from '../rules/rule-types';
import { finding, isWorse, type Finding } from './finding';
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

const fromCategory = (
  scope: Finding['scope'],
  rule: IngredientRule | undefined,
): Finding | undefined => (rule ? finding(scope, rule.level, rule.code) : undefined);

const NO_EVIDENCE: readonly (Finding | undefined)[] = [];

/** What the product is made into, read lazily: only products with a milk finding need it. */
export interface DairyEvidence {
  recipe(): Recipe | undefined;
  named(): { rule: IngredientRule; name: string } | undefined;
  /** The name says it holds milk, cream, yogurt… (the name as written). */
  milkInName(): string | undefined;
  /** The name when it promises a flour food and the list names no grain (gluten-name.ts). */
  cerealInName(): string | undefined;
}

/** The list and the pack disagree (a declared allergen, a name): "please check the pack" (yellow). */
function conflict(
  findings: Finding[],
  scope: 'lactose' | 'gluten',
  code: string,
  trigger?: string,
): ScopeResult {
  const own = finding(scope, 'unknown', code, trigger || undefined);
  return { level: 'unknown', findings: [...findings, own] };
}

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
  const other = category?.kind ? category : named?.rule;
  const made =
    own && !(other?.kind && isWorse(other.level, own.rule.level))
      ? madeInto(recipe, own.rule, own.node.text)
      : madeInto(recipe, other, named?.name);
  if (!made) return findings;
  const replaced = new Set(recipe.raw.map((n) => n.text));
  if (own) replaced.add(own.node.text);
  return [...findings.filter((f) => f.trigger === undefined || !replaced.has(f.trigger)), made];
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
  const claimed = lactoseClaim(facts, listFindings);
  if (claimed) return claimed;
  let findings = listFindings;
  const { product } = facts;
  const allergenMilk = facts.declared.has('en:milk');
  // The category's rule is only needed without a readable list or for a dairy recipe: a look-up
  // per category tag, so it is not made for every product (nor a closure for it: judging runs
  // for every product, and tsx names each closure it makes).
  if (facts.readable) {
    findings = asMadeInto(findings, facts, categories, dairy);
    const level = levelOf(findings);
    const nutriment = nutrimentLactose(product);
    if (nutriment?.level === 'contains' && level !== 'contains')
      return { level: 'contains', findings: [...findings, nutriment] };
    const milkish = findings.some((f) => !f.note && f.level !== 'free' && f.level !== 'traces');
    if (allergenMilk && !milkish) {
      return conflict(findings, 'lactose', 'lactose.allergen_conflict');
    }
    // A list without the milk its own name promises is incomplete (a fruit part of a yogurt, a
    // biscuit without its milk chocolate): not evidence enough for green.
    const named = findings.every((f) => NAMES_NO_MILK.has(f.code)) ? dairy.milkInName() : undefined;
    if (named) return conflict(findings, 'lactose', 'lactose.name_conflict', named);
    return { level, findings };
  }
  const allergen: Finding | undefined = allergenMilk
    ? finding('lactose', 'contains', 'lactose.allergen_milk')
    : undefined;
  // Without a list a name can warn ("Joghurt", "Mozzarella") but not clear: "Butter Croissant"
  // names butter, yet says nothing of the rest.
  // Nor can it beat the pack's own word that its milk is lactose-free ("SOn sans lactose avec de
  // lait partiellement écrémé" on a barely legible "Milk Protein" drink).
  const category = categoryRule(facts, categories);
  const named = dairy.named();
  const qualified = findings.some((f) => f.code === 'lactose.lactose_free_ingredient');
  const warns = named?.rule.level === 'low' || qualified ? undefined : named;
  // Evidence in order of strength: a category, a measured value, a declared allergen, the name.
  return decideWithoutList('lactose', facts, findings, [
    fromCategory('lactose', category),
    nutrimentLactose(product),
    allergen,
    warns && finding('lactose', warns.rule.level, warns.rule.code, warns.name),
  ]);
}

export function decideGluten(
  facts: ProductFacts,
  findings: Finding[],
  categories: RuleLookup<IngredientRule>,
  evidence: Pick<DairyEvidence, 'cerealInName'>,
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
      return conflict(findings, 'gluten', 'gluten.allergen_conflict');
    }
    const named = level === 'free' ? evidence.cerealInName() : undefined;
    if (named) return conflict(findings, 'gluten', 'gluten.name_conflict', named);
    return { level, findings };
  }
  const allergen: Finding | undefined = allergenGluten
    ? finding('gluten', 'contains', 'gluten.allergen_gluten')
    : undefined;
  return decideWithoutList('gluten', facts, findings, [
    allergen,
    fromCategory('gluten', categoryRule(facts, categories)),
  ]);
}

export function decideSimple(
  scope: Finding['scope'],
  facts: ProductFacts,
  findings: Finding[],
  /** Product-level evidence besides the list (the polyols nutriment), if any. */
  extra?: Finding,
): ScopeResult {
  if (facts.readable) {
    const more = extra?.level === 'contains' ? extra : undefined;
    return more && levelOf(findings) !== 'contains'
      ? { level: 'contains', findings: [...findings, more] }
      : { level: levelOf(findings), findings };
  }
  return decideWithoutList(scope, facts, findings, extra === undefined ? NO_EVIDENCE : [extra]);
}
