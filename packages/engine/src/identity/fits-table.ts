// Whether a product's nutrition table fits the food its name names, by the Swiss Food Composition
// Database's values for that food (FSVO generic foods). A name is evidence of what a product is
// only while its table does not say otherwise: "Fraise" with 3.5 g protein and 3 g fat per 100 g
// is a strawberry yogurt, not strawberries; "Appenzeller Bärli Biber" with 70 g carbohydrates is
// no cheese. Compared as shares of protein, fat and carbohydrates, so that a dried food fits its
// fresh or cooked reference (spaghetti dry or cooked).
import type { GenericFood } from '../knowledge';
import type { ProductInput } from '../types';

/** How far each share of protein, fat and carbohydrates may lie from the reference's. */
export const MAX_SHARE_DISTANCE = 0.15;
/** How far the share of sugar in the carbohydrates may lie from the reference's. */
export const MAX_SUGAR_SHARE_DISTANCE = 0.3;
/** Below this many grams of protein, fat and carbohydrates together, a food is a drink of water. */
const NEARLY_NOTHING_G = 1;

interface Macros {
  protein: number;
  fat: number;
  carbohydrates: number;
}

const sum = (m: Macros) => m.protein + m.fat + m.carbohydrates;

function macrosOf(food: Partial<Macros>): Macros | undefined {
  const { protein, fat, carbohydrates } = food;
  if (protein === undefined || fat === undefined || carbohydrates === undefined) return undefined;
  return { protein, fat, carbohydrates };
}

function closeShares(a: Macros, b: Macros): boolean {
  const sa = sum(a);
  const sb = sum(b);
  return (['protein', 'fat', 'carbohydrates'] as const).every(
    (k) => Math.abs(a[k] / sa - b[k] / sb) <= MAX_SHARE_DISTANCE,
  );
}

/**
 * True unless the table says the product is something else: no table, or a food without
 * reference values, is no counter-evidence.
 */
export function fitsTable(
  product: ProductInput,
  refs: readonly GenericFood[] | undefined,
  /** Only a stated table that fits will do (a name read past words we could not read). */
  required = false,
): boolean {
  const n = product.nutriments_100g;
  const stated = n && macrosOf({ protein: n.proteins, fat: n.fat, carbohydrates: n.carbohydrates });
  if (!stated) return !required;
  if (!refs || refs.length === 0) return !required;
  return refs.some((ref) => {
    const m = macrosOf(ref);
    if (!m) return !required;
    if (sum(m) < NEARLY_NOTHING_G) return sum(stated) < 2 * NEARLY_NOTHING_G;
    return (
      sum(stated) >= NEARLY_NOTHING_G &&
      closeShares(m, stated) &&
      closeSugars(ref, m, n?.sugars, stated)
    );
  });
}

/**
 * How much of the carbohydrates is sugar: fruit nearly all, flour and biscuits little
 * ("LA BARQUETTE LULU - FRAISE" is a biscuit, whatever its shares of protein, fat and starch).
 */
function closeSugars(ref: GenericFood, m: Macros, sugars: number | undefined, stated: Macros) {
  if (ref.sugars === undefined || sugars === undefined) return true;
  if (m.carbohydrates < NEARLY_NOTHING_G || stated.carbohydrates < NEARLY_NOTHING_G) return true;
  const a = Math.min(1, ref.sugars / m.carbohydrates);
  const b = Math.min(1, sugars / stated.carbohydrates);
  return Math.abs(a - b) <= MAX_SUGAR_SHARE_DISTANCE;
}
