import type { TFunction } from 'i18next';
import type { NutritionRow } from './nutrition-rows';

const KNOWN = [
  'energy',
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
type Known = (typeof KNOWN)[number];

/** A nutrient's name in the interface language (Open Food Facts keys), else the key itself. */
export function nutrientLabel(t: TFunction, key: NutritionRow['key']): string {
  return (KNOWN as readonly string[]).includes(key) ? t(`portal.nutrients.${key as Known}`) : key;
}
