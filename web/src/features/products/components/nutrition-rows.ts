import { NUTRIENT_KEYS, type NutrientKey } from '@safeshelf/contract/values';
import type { ProductDetails } from '#web/features/products/types.ts';

// The order of the nutrition declaration (EU 1169/2011 Annex XV, Swiss LIV Annex 9), as the
// engine's NUTRIENT_KEYS list it: energy (one row for kJ and kcal), fat, of which saturates,
// carbohydrate, of which sugars (and the sugars that matter to intolerant users), polyols, starch,
// fibre, protein, salt. Anything else comes after.
const ORDER = NUTRIENT_KEYS.filter(
  (key): key is Exclude<NutrientKey, 'energy-kj' | 'energy-kcal'> =>
    key !== 'energy-kj' && key !== 'energy-kcal',
);
/** Rows printed as "of which …" under the row above them. */
const PART_OF = new Set<string>([
  'saturated-fat',
  'sugars',
  'lactose',
  'fructose',
  'glucose',
  'sucrose',
  'polyols',
  'starch',
]);

/** The rows every Swiss/EU label must declare; one the source lacks is shown as not available. */
const MANDATORY = new Set<string>([
  'fat',
  'saturated-fat',
  'carbohydrates',
  'sugars',
  'proteins',
  'salt',
]);

export interface NutritionRow {
  key: 'energy' | (typeof ORDER)[number] | string;
  /** Values with units, e.g. ["1046 kJ", "250 kcal"] for energy; empty when not available. */
  values: { value: number; unit: string }[];
  partOf: boolean;
}

/**
 * The rows of the nutrition table, in declaration order. A mandatory row the product has no value
 * for is there with no values (shown as not available, never a 0 or a computed value), so a
 * missing salt cannot be read as "no salt"; other nutrients without a value have no row. Sodium
 * only when salt is missing: labels declare salt. No values at all: no rows.
 */
export function nutritionRows(nutrition: ProductDetails['nutrition']): NutritionRow[] {
  if (Object.keys(nutrition).length === 0) return [];
  const rows: NutritionRow[] = [];
  const energy = [nutrition['energy-kj'], nutrition['energy-kcal']].filter(
    (v): v is NonNullable<typeof v> => v !== undefined,
  );
  rows.push({ key: 'energy', values: energy, partOf: false });
  for (const key of ORDER) {
    const value = nutrition[key];
    // A label without salt may declare sodium instead: that row takes salt's place.
    const shown =
      key === 'sodium' ? !nutrition.salt : key !== 'salt' || !!value || !nutrition.sodium;
    if (!shown || (!value && !MANDATORY.has(key))) continue;
    rows.push({ key, values: value ? [value] : [], partOf: PART_OF.has(key) });
  }
  const known = new Set<string>(NUTRIENT_KEYS);
  for (const [key, value] of Object.entries(nutrition).sort(([a], [b]) => a.localeCompare(b)))
    if (!known.has(key)) rows.push({ key, values: [value], partOf: false });
  return rows;
}
