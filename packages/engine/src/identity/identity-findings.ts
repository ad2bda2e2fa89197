// The findings a product's identity gives, per scope: the same rules that judge the food in a
// list ("Honig" is honey: red for fructose), with the name as the trigger (it stands in the name).
// Where the food holds nothing for a scope, the name clears it only when the identity is complete
// and the food carries no risk for that intolerance (identity-rules.ts); otherwise it says nothing.
import type { Intolerance } from '../types';
import type { IngredientRule } from '../rules/rule-types';
import { finding, foundIn, type Finding, type Scope } from '../analyze/finding';
import type { Identity } from './read-identity';

/** The intolerance a scope belongs to ("fodmap.gos" → fodmap). */
const intoleranceOf = (scope: Scope): Intolerance =>
  scope.startsWith('fodmap') ? 'fodmap' : (scope as Intolerance);

/**
 * A cheese whose kind the name does not tell ("Käse", "Fromage suisse") may be anything from fresh
 * to extra-hard (DOMAIN.md): caution, never "contains milk".
 */
const CHEESE_UNKNOWN_KIND: IngredientRule = {
  level: 'unknown',
  code: 'lactose.cheese_unknown_kind',
};

export function identityFinding(
  identity: Identity,
  scope: Scope,
  rule: IngredientRule | undefined,
  isCheese: boolean,
): Finding | undefined {
  const own = scope === 'lactose' && isCheese && !rule?.kind ? CHEESE_UNKNOWN_KIND : rule;
  const prefix = intoleranceOf(scope);
  let f: Finding;
  if (own && own.level !== 'free' && !own.exempts)
    f = finding(scope, own.level, own.code, identity.name);
  else if (identity.complete && identity.clears.includes(prefix))
    f = finding(scope, 'free', `${prefix}.identity_free`, identity.name);
  else return undefined;
  f.food = identity.food;
  return foundIn('name', f);
}
