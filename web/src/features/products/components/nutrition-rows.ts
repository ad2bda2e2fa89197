import type { ProductDetails } from '#web/features/products/types.ts';

// The order of the nutrition declaration (EU 1169/2011 Annex XV, Swiss LIV Annex 9): energy, fat,
// of which saturates, carbohydrate, of which sugars (and the sugars that matter to intolerant
// users), polyols, starch, fibre, protein, salt. Alcohol and anything else come after.
const ORDER = [
  'fat',
  'saturated-fat',
  'carbohydrates',
  'sugars',
  'lactose',
  'fructose',
  'glucose',
  'sucrose',
  'polyols',
  'starch',
  'fiber',
  'proteins',
  'salt',
  'sodium',
  'alcohol',
] as const;
export type NutrientKey = (typeof ORDER)[number];
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

export interface NutritionRow {
  key: 'energy' | NutrientKey | string;
  /** Values with units, e.g. ["1046 kJ", "250 kcal"] for energy. */
  values: { value: number; unit: string }[];
  partOf: boolean;
}

/**
 * The rows of the nutrition table, in declaration order; a nutrient the product has no value for
 * has no row (never a 0). Sodium only when salt is missing: labels declare salt.
 */
export function nutritionRows(nutrition: ProductDetails['nutrition']): NutritionRow[] {
  const rows: NutritionRow[] = [];
  const energy = [nutrition['energy-kj'], nutrition['energy-kcal']].filter(
    (v): v is NonNullable<typeof v> => v !== undefined,
  );
  if (energy.length) rows.push({ key: 'energy', values: energy, partOf: false });
  for (const key of ORDER) {
    const value = nutrition[key];
    if (!value || (key === 'sodium' && nutrition.salt)) continue;
    rows.push({ key, values: [value], partOf: PART_OF.has(key) });
  }
  const known = new Set<string>([...ORDER, 'energy-kj', 'energy-kcal']);
  for (const [key, value] of Object.entries(nutrition).sort(([a], [b]) => a.localeCompare(b)))
    if (!known.has(key)) rows.push({ key, values: [value], partOf: false });
  return rows;
}
