import type { CheckSource, FlagLevel, FodmapGroup, Lang } from '../types';
import type { IngredientRule } from '../rules/rule-types';
import type { ParsedIngredient } from '../parse/parsed-types';

/** Where a finding belongs: one of the three simple intolerances or a FODMAP group. */
export type Scope = 'lactose' | 'gluten' | 'fructose' | `fodmap.${FodmapGroup}`;

/** One reason behind a flag; turned into a check by the judge. */
export interface Finding {
  scope: Scope;
  level: FlagLevel;
  code: string;
  /** The ingredient as written on the pack. */
  trigger?: string;
  /** A number the message shows (grams, percent). */
  amount?: number;
  /** A name the message shows besides the trigger (the product a raw material became). */
  detail?: string;
  /** A 'safe' explanation that does not change the level (Milchsäure is not milk). */
  note?: boolean;
  /**
   * Where the trigger or evidence stands; unset: the ingredient list when there is a trigger
   * (most findings), nowhere in particular otherwise ("not enough data").
   */
  source?: CheckSource;
  /** The food the product was judged to be, in each language the reasons are read in. */
  food?: Readonly<Record<Lang, string>>;
}

/**
 * A finding with every field present (undefined when not set). One object shape for all findings
 * keeps the reads of their fields monomorphic: the decisions and the judge read thousands per
 * second, and reads over a dozen shapes were a quarter of the judge's time.
 */
export function finding(
  scope: Scope,
  level: FlagLevel,
  code: string,
  trigger?: string,
  amount?: number,
  detail?: string,
): Finding {
  return {
    scope,
    level,
    code,
    trigger,
    amount,
    detail,
    note: undefined,
    source: undefined,
    food: undefined,
  };
}

/** The same reason in another scope (the FODMAP lactose group from lactose). */
export function copyTo(scope: Scope, f: Finding): Finding {
  const copy = finding(scope, f.level, f.code, f.trigger, f.amount, f.detail);
  copy.source = f.source;
  copy.food = f.food;
  return copy;
}

/** The same finding standing elsewhere than in the ingredient list. */
export function foundIn<F extends Finding>(source: CheckSource, f: F): F {
  f.source = source;
  return f;
}

export interface RuleHit {
  node: ParsedIngredient;
  rule: IngredientRule;
  /** The node's place in the walk over the list (parents before parts), where its amount is. */
  at: number;
  /** Found among the parts of an ingredient that has no rule of its own in this scope. */
  inUnknown?: boolean;
}

/** A hit with every field present: one object shape for all hits (see `finding`). */
export function ruleHit(
  node: ParsedIngredient,
  rule: IngredientRule,
  at: number,
  inUnknown = false,
): RuleHit {
  return { node, rule, at, inUnknown };
}

/**
 * free < low < traces < unknown < contains. Compared rather than read from a record by a changing
 * key (a slow generic look-up): the decisions rank every finding's level.
 */
const severity = (l: FlagLevel): number =>
  l === 'contains' ? 4 : l === 'unknown' ? 3 : l === 'traces' ? 2 : l === 'low' ? 1 : 0;

export function worseLevel(a: FlagLevel, b: FlagLevel): FlagLevel {
  return severity(b) > severity(a) ? b : a;
}

export function worstLevel(levels: Iterable<FlagLevel>): FlagLevel {
  let worst: FlagLevel = 'free';
  for (const l of levels) worst = worseLevel(worst, l);
  return worst;
}

export function isWorse(a: FlagLevel, b: FlagLevel): boolean {
  return severity(a) > severity(b);
}
