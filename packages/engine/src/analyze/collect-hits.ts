// Walks the ingredient tree and finds, per node, the rule that applies. A parent whose parts are
// listed is explained by them (Milchschokolade (…, Vollmilchpulver) → the trigger is
// Vollmilchpulver); an exempt parent (Glukosesirup (Weizen)) exempts everything inside it.
import type { ParsedIngredient } from '../parse/parsed-types';
import type { IngredientRule } from '../rules/rule-types';
import type { RuleLookup } from './rule-lookup';
import { isWorse, type RuleHit } from './finding';

export function ruleOfNode(node: ParsedIngredient, lookup: RuleLookup<IngredientRule>): IngredientRule | undefined {
  let best: IngredientRule | undefined;
  for (const id of node.ids) {
    const rule = lookup(id);
    if (!rule) continue;
    if (rule.exempts) return rule;
    if (!best || isWorse(rule.level, best.level)) best = rule;
  }
  return best;
}

export function collectHits(nodes: readonly ParsedIngredient[], lookup: RuleLookup<IngredientRule>): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const node of nodes) {
    const own = ruleOfNode(node, lookup);
    if (own?.exempts) {
      hits.push({ node, rule: own });
      continue;
    }
    const inner = collectHits(node.children, lookup);
    const explained = inner.some((h) => h.rule.level !== 'free');
    if (own && !(explained && own.level !== 'free')) hits.push({ node, rule: own });
    hits.push(...inner);
  }
  return hits;
}
