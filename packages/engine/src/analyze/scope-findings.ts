// Findings from the ingredient list, per scope, graded by amount where the rules say so.
import type { ParsedIngredient } from '../parse/parsed-types';
import type { IngredientRule } from '../rules/rule-types';
import { LACTOSE_LOW_GRAMS } from '../rules/lactose';
import { GLUTEN_ID_WORDS } from '../rules/gluten';
import type { FodmapGroup } from '../types';
import type { Finding, RuleHit, Scope } from './finding';
import type { RuleLookup } from './rule-lookup';

function toFinding(scope: Scope, hit: RuleHit): Finding {
  const f: Finding = { scope, level: hit.rule.level, code: hit.rule.code, trigger: hit.node.text };
  if (hit.rule.level === 'free') f.note = true;
  return f;
}

/** Keeps what a user should see: everything above 'free', plus explained look-alikes. */
const visible = (h: RuleHit) => h.rule.level !== 'free' || h.rule.explain === true;

export function findLactose(allHits: readonly RuleHit[]): Finding[] {
  const hits = allHits.filter(visible);
  const milk = hits.filter((h) => h.rule.level === 'contains');
  // Grade by amount (EFSA 2010;8(9):1777): when every milk ingredient has an upper bound that keeps
  // the product under LACTOSE_LOW_GRAMS g/100 g, the product only holds a little lactose.
  const grams = milk.reduce(
    (sum, h) => sum + ((h.rule.gramsPer100g ?? 100) * h.node.maxPercent) / 100,
    0,
  );
  if (milk.length > 0 && grams < LACTOSE_LOW_GRAMS) {
    return hits.map((h) =>
      h.rule.level === 'contains'
        ? {
            scope: 'lactose',
            level: 'low',
            code: 'lactose.small_amount',
            trigger: h.node.text,
            amount: Math.round(grams * 100) / 100,
          }
        : toFinding('lactose', h),
    );
  }
  return hits.map((h) => toFinding('lactose', h));
}

const CEREAL_WORDS = new Set(GLUTEN_ID_WORDS);
const namesCereal = (id: string) =>
  id
    .slice(3)
    .split('-')
    .some((w) => CEREAL_WORDS.has(w));

function mentionsGluten(node: ParsedIngredient, lookup: RuleLookup<IngredientRule>): boolean {
  return (
    node.ids.some((id) => namesCereal(id) || lookup(id)?.level === 'contains') ||
    node.children.some((c) => mentionsGluten(c, lookup))
  );
}

export function findGluten(
  hits: readonly RuleHit[],
  lookup: RuleLookup<IngredientRule>,
): Finding[] {
  const out: Finding[] = [];
  for (const h of hits) {
    // Only explain an exemption when a gluten cereal is named in it (Glukosesirup (Weizen)).
    if (h.rule.exempts) {
      if (mentionsGluten(h.node, lookup)) out.push(toFinding('gluten', h));
    } else if (visible(h)) out.push(toFinding('gluten', h));
  }
  return out;
}

export function findSimple(scope: Scope, hits: readonly RuleHit[]): Finding[] {
  return hits.filter((h) => h.rule.level !== 'free').map((h) => toFinding(scope, h));
}

export function findFodmapGroup(group: FodmapGroup, hits: readonly RuleHit[]): Finding[] {
  return hits
    .filter((h) => h.rule.level !== 'free')
    .map((h) => {
      const f = toFinding(`fodmap.${group}`, h);
      const limit = h.rule.minorBelowPercent;
      // Monash rates a serving: a small share of the product is a small dose.
      if (f.level === 'contains' && limit !== undefined && h.node.maxPercent <= limit) {
        f.level = 'low';
        f.code = 'fodmap.small_amount';
        f.amount = Math.round(h.node.maxPercent * 10) / 10;
      }
      return f;
    });
}

/** Spice mixes and flavourings whose parts are not listed may hide onion and garlic. */
export function findHiddenOnionGarlic(
  nodes: readonly ParsedIngredient[],
  isHiding: (id: string) => boolean,
  out: Finding[] = [],
): Finding[] {
  for (const n of nodes) {
    if (n.children.length === 0 && n.ids.some(isHiding))
      out.push({
        scope: 'fodmap.fructans',
        level: 'unknown',
        code: 'fodmap.hidden_onion_garlic',
        trigger: n.text,
      });
    else if (n.children.length > 0) findHiddenOnionGarlic(n.children, isHiding, out);
  }
  return out;
}
