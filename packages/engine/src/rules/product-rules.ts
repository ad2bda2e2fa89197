// Rules on a product's structured fields (Open Food Facts tags and nutriments).
import type { IngredientRule, RuleTable } from './rule-types';

/** Certified labels precisely about one intolerance (LIV Art. 41/42; OFF labels taxonomy). */
export const LACTOSE_FREE_LABEL = 'en:no-lactose';
export const GLUTEN_FREE_LABEL = 'en:no-gluten';

const cat = (level: IngredientRule['level'], code: string): IngredientRule => ({ level, code });

// Cheese, butter, cream and fermented milk need no ingredient list in Switzerland
// (LIV Art. 9 para. 1 d), so their category is the evidence (DOMAIN.md lactose).
export const LACTOSE_CATEGORY_RULES: RuleTable = {
  'en:cooked-pressed-cheeses': cat('low', 'lactose.category_hard_cheese'),
  // Tag names of other taxonomy versions for the same hard cheeses.
  'en:hard-cheeses': cat('low', 'lactose.category_hard_cheese'),
  'en:extra-hard-cheeses': cat('low', 'lactose.category_hard_cheese'),
  'en:emmentaler': cat('low', 'lactose.category_hard_cheese'),
  'en:gruyere': cat('low', 'lactose.category_hard_cheese'),
  'en:parmigiano-reggiano': cat('low', 'lactose.category_hard_cheese'),
  'en:appenzeller-cheese': cat('low', 'lactose.category_hard_cheese'),
  'en:mountain-cheeses': cat('low', 'lactose.category_hard_cheese'),
  'en:cheddar-cheese': cat('low', 'lactose.category_hard_cheese'),
  'en:semi-hard-cheeses': cat('low', 'lactose.category_hard_cheese'),
  'en:raclette': cat('low', 'lactose.category_hard_cheese'),
  'en:butters': cat('low', 'lactose.category_butter'),
  'en:milkfat': cat('low', 'lactose.category_butter'),
  // Lactose-free milk is a milk (en:milks) made lactose-free (LIV Art. 42).
  'en:lactose-free-milk': cat('free', 'lactose.category_lactose_free'),
  'en:lactose-free-milks': cat('free', 'lactose.category_lactose_free'),
  'en:milks': cat('contains', 'lactose.category_milk'),
  'en:creams': cat('contains', 'lactose.category_milk'),
  'en:yogurts': cat('contains', 'lactose.category_milk'),
  'en:quarks': cat('contains', 'lactose.category_milk'),
  'en:fresh-cheeses': cat('contains', 'lactose.category_milk'),
  'en:cream-cheeses': cat('contains', 'lactose.category_milk'),
  'en:buttermilks': cat('contains', 'lactose.category_milk'),
  'en:condensed-milks': cat('contains', 'lactose.category_milk'),
  'en:milk-powders': cat('contains', 'lactose.category_milk'),
  'en:dairy-substitutes': cat('free', 'lactose.category_plant_based'),
  'en:milk-substitute': cat('free', 'lactose.category_plant_based'),
  'en:plant-milks': cat('free', 'lactose.category_plant_based'),
  'en:non-dairy-yogurts': cat('free', 'lactose.category_plant_based'),
};

// Staples that are made of gluten cereals unless labelled gluten-free (Codex STAN 118-1979).
export const GLUTEN_CATEGORY_RULES: RuleTable = {
  'en:breads': cat('contains', 'gluten.category_cereal'),
  'en:pastas': cat('contains', 'gluten.category_cereal'),
  'en:wheat-flours': cat('contains', 'gluten.category_cereal'),
  'en:beers': cat('contains', 'gluten.category_cereal'),
  'en:beers-without-gluten': cat('free', 'gluten.category_gluten_free'),
};

/** Nutriments per 100 g: laktosefrei < 0.1 g (LIV Art. 42); ≥ 1 g is more than butter holds. */
export const LACTOSE_FREE_MAX_G = 0.1;
export const LACTOSE_HIGH_MIN_G = 1;
/** Polyols ≥ 0.5 g per serving are "moderate" for Monash; per 100 g this is a conservative cut. */
export const POLYOLS_HIGH_MIN_G = 0.5;
/** Share of unrecognised ingredients above which a list cannot clear a product (OFF Attributes.pm). */
export const MAX_UNKNOWN_SHARE = 0.1;
