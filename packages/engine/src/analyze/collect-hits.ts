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
export function ruleOfIds(
  ids: readonly string[],
  lookup: RuleLookup<IngredientRule>,
  isSourceGrain: (id: string) => boolean,
): IngredientRule | undefined {
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

/** Rules of a node's ids for every scope (index = scope), precomputed per distinct id list. */
export type NodeRules = (ids: readonly string[]) => readonly (IngredientRule | undefined)[];

/**
 * One walk for all scopes (the hot path: every product, seven scopes). `mask` holds the scopes an
 * exempt ancestor has silenced. Parents go before their parts, as on the pack.
 */
function walkAll(
  nodes: readonly ParsedIngredient[],
  rulesOf: NodeRules,
  out: RuleHit[][],
  mask: number,
): void {
  for (const node of nodes) {
    const rules = rulesOf(node.ids);
    let childMask = mask;
    for (let s = 0; s < rules.length; s++) if (rules[s]?.exempts) childMask |= 1 << s;
    let before: number[] | undefined;
    if (node.children.length > 0) {
      before = out.map((a) => a.length);
      walkAll(node.children, rulesOf, out, childMask);
    }
    for (let s = 0; s < rules.length; s++) {
      const own = rules[s];
      if (!own || mask & (1 << s)) continue;
      const hits = out[s] as RuleHit[];
      const at = before ? (before[s] as number) : hits.length;
      let explained = false;
      if (!own.exempts)
        for (let i = at; i < hits.length && !explained; i++)
          explained = (hits[i] as RuleHit).rule.level !== 'free';
      if (explained && own.level !== 'free') continue;
      if (at === hits.length) hits.push({ node, rule: own });
      else hits.splice(at, 0, { node, rule: own });
    }
  }
}

export function collectAllHits(
  nodes: readonly ParsedIngredient[],
  rulesOf: NodeRules,
  scopes: number,
): RuleHit[][] {
  const out: RuleHit[][] = [];
  for (let s = 0; s < scopes; s++) out.push([]);
  walkAll(nodes, rulesOf, out, 0);
  return out;
}
