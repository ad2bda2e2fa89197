import type { TFunction } from 'i18next';
import { NUTRIENT_KEYS, type NutrientKey } from '@safeshelf/contract/values';
import type { NutritionRow } from './nutrition-rows';

// The interface names one energy row for kJ and kcal.
const KNOWN = ['energy', ...NUTRIENT_KEYS.filter((k) => !k.startsWith('energy-'))] as const;
type Known = Exclude<NutrientKey, 'energy-kj' | 'energy-kcal'> | 'energy';

/** A nutrient's name in the interface language (Open Food Facts keys), else the key itself. */
export function nutrientLabel(t: TFunction, key: NutritionRow['key']): string {
  return (KNOWN as readonly string[]).includes(key) ? t(`portal.nutrients.${key as Known}`) : key;
}
