// The command line reads untrusted JSON: keep the Open Food Facts fields the engine knows, with the
// types it expects (a null or a number where a string belongs is dropped, not passed on).
import type { ProductInput } from '../types';

const STRINGS = [
  'code',
  'product_name',
  'lang',
  'ingredients_text',
  'ingredients_text_de',
  'ingredients_text_fr',
  'ingredients_text_en',
] as const;
const LISTS = ['allergens_tags', 'traces_tags', 'labels_tags', 'categories_tags'] as const;

export function toProduct(value: unknown): ProductInput {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error('line is not a JSON object');
  const raw = value as Record<string, unknown>;
  const product: ProductInput = {};
  for (const key of STRINGS) {
    const v = raw[key];
    if (typeof v === 'string') product[key] = v;
    else if (key === 'code' && typeof v === 'number') product.code = String(v);
  }
  for (const key of LISTS) {
    const v = raw[key];
    if (Array.isArray(v)) product[key] = v.filter((x): x is string => typeof x === 'string');
  }
  const n = raw.nutriments_100g;
  if (n !== null && typeof n === 'object' && !Array.isArray(n)) {
    const nutriments: Record<string, number> = {};
    for (const [k, v] of Object.entries(n))
      if (typeof v === 'number' && Number.isFinite(v)) nutriments[k] = v;
    product.nutriments_100g = nutriments;
  }
  return product;
}
