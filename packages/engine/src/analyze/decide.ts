// Final level per intolerance from list findings plus product-level evidence.
import type { IngredientRule } from '../rules/rule-types';
import { GLUTEN_FREE_LABEL, LACTOSE_FREE_LABEL, LACTOSE_FREE_MAX_G } from '../rules/product-rules';
import type { Finding } from './finding';
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

const fromCategory = (
  scope: Finding['scope'],
  rule: IngredientRule | undefined,
): Finding | undefined => (rule ? { scope, level: rule.level, code: rule.code } : undefined);

/** What the product is made into, read lazily: only products with a milk finding need it. */
export interface DairyEvidence {
  recipe(): Recipe | undefined;
  named(): { rule: IngredientRule; name: string } | undefined;
}

/** A list that only names the raw material is judged by what the milk became. */
function asMadeInto(
  findings: Finding[],
  category: IngredientRule | undefined,
  dairy: DairyEvidence,
): Finding[] {
  if (!findings.some((f) => f.level === 'contains')) return findings;
  const recipe = dairy.recipe();
  if (!recipe) return findings;
  const named = dairy.named();
  const made = madeInto(recipe, category?.kind ? category : named?.rule, named?.name);
  if (!made) return findings;
  const raw = new Set(recipe.raw.map((n) => n.text));
  return [...findings.filter((f) => f.trigger === undefined || !raw.has(f.trigger)), made];
}

export function decideLactose(
  facts: ProductFacts,
  listFindings: Finding[],
  categories: RuleLookup<IngredientRule>,
  dairy: DairyEvidence,
): ScopeResult {
  let findings = listFindings;
  const { product } = facts;
  const lactoseG = product.nutriments_100g?.lactose;
  if (facts.labels.has(LACTOSE_FREE_LABEL)) {
    // The label is precisely about lactose (LIV Art. 42): milk of lactose-free products is
    // lactase-treated. Only added lactose or a measured lactose content contradicts it.
    const added = findings.find((f) => f.code === 'lactose.contains_lactose');
    if (added || (lactoseG !== undefined && lactoseG >= LACTOSE_FREE_MAX_G)) {
      return {
        level: 'unknown',
        findings: [
          {
            scope: 'lactose',
            level: 'unknown',
            code: 'lactose.label_conflict',
            trigger: added?.trigger,
            amount: lactoseG,
          },
        ],
      };
    }
    return {
      level: 'free',
      findings: [{ scope: 'lactose', level: 'free', code: 'lactose.label_free' }],
    };
  }
  const allergenMilk = product.allergens_tags?.includes('en:milk');
  const category = categoryRule(facts, categories);
  if (facts.readable) {
    findings = asMadeInto(findings, category, dairy);
    const level = levelOf(findings);
    const nutriment = nutrimentLactose(product);
    if (nutriment?.level === 'contains' && level !== 'contains')
      return { level: 'contains', findings: [...findings, nutriment] };
    const milkish = findings.some((f) => !f.note && f.level !== 'free' && f.level !== 'traces');
    if (allergenMilk && !milkish) {
      return {
        level: 'unknown',
        findings: [
          ...findings,
          { scope: 'lactose', level: 'unknown', code: 'lactose.allergen_conflict' },
        ],
      };
    }
    return { level, findings };
  }
  const allergen: Finding | undefined = allergenMilk
    ? { scope: 'lactose', level: 'contains', code: 'lactose.allergen_milk' }
    : undefined;
  // Without a list a name can warn ("Joghurt", "Mozzarella") but not clear: "Butter Croissant"
  // names butter, yet says nothing of the rest.
  const named = dairy.named();
  const warns = named?.rule.level === 'low' ? undefined : named;
  return decideWithoutList('lactose', facts, findings, [
    fromCategory('lactose', category),
    warns && {
      scope: 'lactose',
      level: warns.rule.level,
      code: warns.rule.code,
      trigger: warns.name,
    },
    nutrimentLactose(product),
    allergen,
  ]);
}

export function decideGluten(
  facts: ProductFacts,
  findings: Finding[],
  categories: RuleLookup<IngredientRule>,
): ScopeResult {
  const allergenGluten = facts.product.allergens_tags?.includes('en:gluten');
  if (facts.labels.has(GLUTEN_FREE_LABEL)) {
    const cereal = findings.find((f) => f.level === 'contains');
    if (cereal)
      return {
        level: 'unknown',
        findings: [{ ...cereal, level: 'unknown', code: 'gluten.label_conflict' }],
      };
    // Certified oats are fine (≤ 20 mg/kg, EU 828/2014); trace statements stay yellow.
    const kept = findings.filter((f) => f.code !== 'gluten.oats');
    const oats = findings
      .filter((f) => f.code === 'gluten.oats')
      .map((f): Finding => ({ ...f, level: 'free', code: 'gluten.oats_certified', note: true }));
    const level = levelOf(kept);
    const label: Finding[] =
      level === 'free' ? [{ scope: 'gluten', level: 'free', code: 'gluten.label_free' }] : [];
    return { level, findings: [...kept, ...oats, ...label] };
  }
  if (facts.readable) {
    const level = levelOf(findings);
    const explained = findings.some(
      (f) => f.level !== 'free' || f.code === 'gluten.exempt_derivative',
    );
    if (allergenGluten && !explained) {
      return {
        level: 'unknown',
        findings: [
          ...findings,
          { scope: 'gluten', level: 'unknown', code: 'gluten.allergen_conflict' },
        ],
      };
    }
    return { level, findings };
  }
  const allergen: Finding | undefined = allergenGluten
    ? { scope: 'gluten', level: 'contains', code: 'gluten.allergen_gluten' }
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
  extra: (Finding | undefined)[] = [],
): ScopeResult {
  if (facts.readable) {
    const more = extra.find((f) => f?.level === 'contains');
    return more && levelOf(findings) !== 'contains'
      ? { level: 'contains', findings: [...findings, more] }
      : { level: levelOf(findings), findings };
  }
  return decideWithoutList(scope, facts, findings, extra);
}
