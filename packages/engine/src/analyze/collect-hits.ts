// Walks the ingredient tree and finds, per node, the rule that applies. A parent whose parts are
// listed is explained by them (Milchschokolade (…, Vollmilchpulver) → the trigger is
// Vollmilchpulver); an exempt parent (Glukosesirup (Weizen)) exempts everything inside it.
import type { ParsedIngredient } from '../parse/parsed-types';
import type { IngredientRule } from '../rules/rule-types';
import type { RuleLookup } from './rule-lookup';
import { isWorse, type RuleHit } from './finding';

/**
 * The rule of a node with several ids: the worst level, except that an exempt derivative named
 * with its source grain ("glucose syrup from wheat") stays exempt. A merged name such as
 * "CHAPELURE LACTOSE DEXTROSE" (missing commas) is not exempt: breadcrumbs is not a source grain.
 */
export function ruleOfIds(ids: readonly string[], lookup: RuleLookup<IngredientRule>, isSourceGrain: (id: string) => boolean): IngredientRule | undefined {
  let best: IngredientRule | undefined;
  let exempt: IngredientRule | undefined;
  let onlySources = true;
  for (const id of ids) {
    const rule = lookup(id);
    if (!rule) continue;
    if (rule.exempts) exempt = rule;
    else {
      if (rule.level !== 'free' && !isSourceGrain(id)) onlySources = false;
      if (!best || isWorse(rule.level, best.level)) best = rule;
    }
  }
  return exempt && onlySources ? exempt : best;
}

/** Rule of a node for one scope; precomputed per distinct id list (see context.nodeRules). */
export type NodeRule = (node: ParsedIngredient) => IngredientRule | undefined;

export function collectHits(nodes: readonly ParsedIngredient[], ruleOf: NodeRule): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const node of nodes) {
    const own = ruleOf(node);
    if (own?.exempts) {
      hits.push({ node, rule: own });
      continue;
    }
    const inner = node.children.length > 0 ? collectHits(node.children, ruleOf) : [];
    const explained = inner.some((h) => h.rule.level !== 'free');
    if (own && !(explained && own.level !== 'free')) hits.push({ node, rule: own });
    hits.push(...inner);
  }
  return hits;
}
