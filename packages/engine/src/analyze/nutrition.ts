// A stated nutrition table is evidence (DOMAIN.md "A nutrition table is evidence", issue 27 point 2).
// Lactose and free fructose are sugars, sugars are part of the carbohydrates, and the polyols
// (sorbitol) are counted in the carbohydrates too; fructans and GOS are fibres. So a stated value
// bounds what the product can hold (rules/nutrition-rules.ts). Only stated values count: a missing
// value is never 0, and sugars say nothing of gluten, fructans or polyols.
import type { ProductInput } from '../types';
import { finding, foundIn, type Finding, type Scope } from './finding';
import { LACTOSE_HIGH_MIN_G } from '../rules/product-rules';
import {
  DECLARED_ZERO_MAX_G,
  ROUNDING_G,
  TABLE_FREE_MAX_G,
  TABLE_FRUCTOSE_LOW_MAX_G,
} from '../rules/nutrition-rules';

/** One stated value and the most it allows, in g per 100 g. */
interface Bound {
  /** Which line of the table says it. */
  line: 'sugars' | 'carbohydrates';
  /** As printed. */
  stated: number;
  max: number;
}

/** What a product's table says at most (undefined: the table does not say). */
export interface TableBounds {
  /** Lactose and free fructose: the sugars, or the carbohydrates when lower or alone. */
  sugars?: Bound;
  /** The polyols: the carbohydrates. */
  carbohydrates?: Bound;
  /** Every FODMAP (carbohydrates and fibre): its upper bound, when both are stated. */
  fermentableMax?: number;
}

const upper = (stated: number) => (stated === 0 ? DECLARED_ZERO_MAX_G : stated + ROUNDING_G);

const valueOf = (n: Record<string, number>, key: string) => {
  const v = n[key];
  return v !== undefined && Number.isFinite(v) && v >= 0 ? v : undefined;
};

const MACROS = ['energy-kcal', 'energy-kj', 'fat', 'proteins', 'carbohydrates', 'sugars'];

/**
 * A table bounds only when it looks like a real one: some energy or macronutrient above zero (an
 * all-zero table beside a candy is an empty form), and sugars not above the carbohydrates.
 */
export function readTable(product: ProductInput): TableBounds | undefined {
  const n = product.nutriments_100g;
  if (n === undefined) return undefined;
  const sugars = valueOf(n, 'sugars');
  const carbs = valueOf(n, 'carbohydrates');
  if (sugars === undefined && carbs === undefined) return undefined;
  if (!MACROS.some((k) => (valueOf(n, k) ?? 0) > 0)) return undefined;
  if (sugars !== undefined && carbs !== undefined && sugars > carbs + ROUNDING_G) return undefined;
  const carbohydrates: Bound | undefined =
    carbs === undefined ? undefined : { line: 'carbohydrates', stated: carbs, max: upper(carbs) };
  const sugarLine: Bound | undefined =
    sugars === undefined ? undefined : { line: 'sugars', stated: sugars, max: upper(sugars) };
  const bounds: TableBounds = {};
  const lower =
    sugarLine && carbohydrates
      ? sugarLine.max <= carbohydrates.max
        ? sugarLine
        : carbohydrates
      : (sugarLine ?? carbohydrates);
  if (lower) bounds.sugars = lower;
  if (carbohydrates) {
    bounds.carbohydrates = carbohydrates;
    const fibre = valueOf(n, 'fiber');
    if (fibre !== undefined) bounds.fermentableMax = carbohydrates.max + upper(fibre);
  }
  return bounds;
}

function tableFinding(scope: Scope, level: 'free' | 'low', bound: Bound): Finding {
  const prefix = scope.startsWith('fodmap') ? 'fodmap' : scope;
  const zero = bound.stated === 0 ? '_zero' : '';
  const f = finding(scope, level, `${prefix}.table_${bound.line}${zero}`, undefined, bound.stated);
  return foundIn('nutrition', f);
}

/** Stated sugars (or carbohydrates) under 1 g leave at most a little lactose: green on that count. */
export function tableLactose(bounds: TableBounds | undefined): Finding | undefined {
  const b = bounds?.sugars;
  if (b === undefined || b.max >= LACTOSE_HIGH_MIN_G) return undefined;
  return tableFinding('lactose', b.max <= TABLE_FREE_MAX_G ? 'free' : 'low', b);
}

/**
 * Fructose malabsorption is about free fructose (a sugar), sorbitol (a polyol, counted in the
 * carbohydrates) and inulin or FOS (fibres): only stated carbohydrates of about zero clear the
 * first two, and a stated fibre of about zero, when the table gives one, the third.
 */
export function tableFructose(bounds: TableBounds | undefined, scope: Scope): Finding | undefined {
  const c = bounds?.carbohydrates;
  if (c === undefined || c.max > TABLE_FRUCTOSE_LOW_MAX_G + ROUNDING_G) return undefined;
  const fibre = bounds?.fermentableMax === undefined ? 0 : bounds.fermentableMax - c.max;
  if (fibre > TABLE_FREE_MAX_G) return undefined;
  return tableFinding(scope, c.max <= TABLE_FREE_MAX_G ? 'free' : 'low', c);
}

/**
 * One FODMAP group's bound: the sugars for excess fructose, the carbohydrates for polyols, the
 * carbohydrates and the fibre for fructans and GOS (lactose: tableLactose).
 */
export function tableFodmap(
  bounds: TableBounds | undefined,
  group: 'fructans' | 'gos' | 'excess_fructose' | 'polyols',
): Finding | undefined {
  if (bounds === undefined) return undefined;
  const scope: Scope = `fodmap.${group}`;
  if (group === 'excess_fructose') {
    const s = bounds.sugars;
    return s !== undefined && s.max <= TABLE_FREE_MAX_G
      ? tableFinding(scope, 'free', s)
      : undefined;
  }
  const c = bounds.carbohydrates;
  if (c === undefined || c.max > TABLE_FREE_MAX_G) return undefined;
  if (group === 'polyols') return tableFinding(scope, 'free', c);
  return bounds.fermentableMax !== undefined && bounds.fermentableMax <= 2 * TABLE_FREE_MAX_G
    ? tableFinding(scope, 'free', c)
    : undefined;
}
