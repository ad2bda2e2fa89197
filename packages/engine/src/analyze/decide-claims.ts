// Free-from claims and content statements for the judged intolerance (DOMAIN.md "Free-from
// claims printed on the pack"): a regulated statement (LIV Art. 41/42, EU 828/2014), so such a
// product is never red for it — green unless the list contradicts it, then yellow with the
// conflict. A claim about something else says nothing (claims are read per topic).
import { claimFor } from '../claims/product-claims';
import type { ClaimTopic, ContentStatement, FreeFromClaim } from '../claims/claim-types';
import { LACTOSE_FREE_MAX_G, LACTOSE_REDUCED_MAX_G } from '../rules/product-rules';
import { LACTOSE_LOW_GRAMS } from '../rules/lactose';
import { finding, foundIn, type Finding } from './finding';
import type { CheckSource } from '../types';
import { levelOf, type ProductFacts, type ScopeResult } from './evidence';

/** The pack's own word for it: the phrase as printed, or nothing for a label tag. */
const asPrinted = (claim: FreeFromClaim | undefined) =>
  claim && claim.source !== 'label' ? claim.text : undefined;

/** Where a claim is printed, as a check says it. */
const SOURCE_OF: Record<FreeFromClaim['source'], CheckSource> = {
  name: 'name',
  ingredients: 'ingredients',
  label: 'labels',
};

const statementOf = (facts: ProductFacts, topic: ClaimTopic): ContentStatement | undefined =>
  facts.claims.statements.find((s) => s.topic === topic && s.maxGramsPer100g !== undefined);

function conflict(
  scope: 'lactose' | 'gluten',
  trigger?: string,
  amount?: number,
  source?: CheckSource,
): ScopeResult {
  const f = finding(scope, 'unknown', `${scope}.label_conflict`);
  if (trigger) f.trigger = trigger;
  f.source = source;
  if (amount !== undefined) f.amount = amount;
  return { level: 'unknown', findings: [f] };
}

/**
 * Lactose-free (< 0.1 g/100 g, LIV Art. 42) said by a claim or a content statement. The milk of
 * such products is lactase-treated: only added lactose or a stated or measured content above the
 * limit contradicts it.
 */
export function lactoseClaim(
  facts: ProductFacts,
  findings: Finding[],
  /** A claim on the first item of the list when it restates the product (decide.ts). */
  restated?: FreeFromClaim,
): ScopeResult | undefined {
  const claim = claimFor(facts.claims, 'lactose') ?? restated;
  const statement = statementOf(facts, 'lactose');
  const stated = statement?.maxGramsPer100g;
  if (!claim && stated === undefined) return undefined;
  if (!claim) {
    // A statement alone is evidence of at most that much; it never makes a product red.
    const amount = stated as number;
    if (amount > LACTOSE_LOW_GRAMS) return undefined;
    const level = amount <= LACTOSE_FREE_MAX_G ? 'free' : 'low';
    const code = 'lactose.statement';
    return {
      level,
      findings: [finding('lactose', level, code, statement?.text, amount)],
    };
  }
  const limit = claim.strength === 'free' ? LACTOSE_FREE_MAX_G : LACTOSE_REDUCED_MAX_G;
  const added = findings.find((f) => f.code === 'lactose.contains_lactose' && f.level !== 'free');
  if (added) return conflict('lactose', added.trigger, undefined, added.source);
  const measured = facts.product.nutriments_100g?.lactose;
  if (measured !== undefined && measured >= limit)
    return conflict('lactose', undefined, measured, 'nutrition');
  if (stated !== undefined && stated > limit) return conflict('lactose', undefined, stated);
  const level = claim.strength === 'free' ? 'free' : 'low';
  const f = foundIn(
    SOURCE_OF[claim.source],
    finding('lactose', level, `lactose.label_${claim.strength}`),
  );
  const printed = asPrinted(claim);
  if (printed) f.trigger = printed;
  return { level, findings: [f] };
}

/**
 * Gluten-free (≤ 20 mg/kg; "very low gluten" ≤ 100 mg/kg, yellow) said by a claim. A gluten
 * cereal in the list contradicts it; certified oats and unnamed cereals do not; trace warnings
 * stay yellow.
 */
export function glutenClaim(facts: ProductFacts, findings: Finding[]): ScopeResult | undefined {
  const claim = claimFor(facts.claims, 'gluten');
  if (!claim) return undefined;
  const cereal = findings.find((f) => f.level === 'contains');
  if (cereal) return conflict('gluten', cereal.trigger, undefined, cereal.source);
  const kept = findings.filter((f) => f.level === 'traces' && f.code !== 'gluten.oats');
  const oats = findings
    .filter((f) => f.code === 'gluten.oats')
    .map((f): Finding => {
      const certified = finding(f.scope, 'free', 'gluten.oats_certified', f.trigger, f.amount);
      certified.detail = f.detail;
      certified.source = f.source;
      certified.note = true;
      return certified;
    });
  const own = foundIn(
    SOURCE_OF[claim.source],
    finding('gluten', claim.strength === 'free' ? 'free' : 'low', `gluten.label_${claim.strength}`),
  );
  const printed = asPrinted(claim);
  if (printed) own.trigger = printed;
  const level = levelOf([...kept, own]);
  return { level, findings: [...kept, ...oats, own] };
}
