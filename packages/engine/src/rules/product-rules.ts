// Rules on a product's structured fields (Open Food Facts tags and nutriments).
import type { DairyKind, IngredientRule, RuleTable } from './rule-types';

const cat = (level: IngredientRule['level'], code: string, kind?: DairyKind): IngredientRule => ({
  level,
  code,
  ...(kind ? { kind } : {}),
});

// Cheese, butter, cream and fermented milk need no ingredient list in Switzerland
// (LIV Art. 9 para. 1 d), so their category is the evidence (DOMAIN.md lactose; ripening: cheese.ts).
const hard = cat('low', 'lactose.category_hard_cheese', 'hard_cheese');
const semiHard = cat('low', 'lactose.category_semi_hard_cheese', 'semi_hard_cheese');
const soft = cat('unknown', 'lactose.category_soft_cheese', 'soft_cheese');
const fresh = cat('contains', 'lactose.category_fresh_cheese', 'fresh_cheese');
const butter = cat('low', 'lactose.category_butter', 'butter');
const milk = cat('contains', 'lactose.category_milk');
const plant = cat('free', 'lactose.category_plant_based');
export const LACTOSE_CATEGORY_RULES: RuleTable = {
  'en:cooked-pressed-cheeses': hard,
  // Tag names of other taxonomy versions for the same hard cheeses.
  'en:hard-cheeses': hard,
  'en:extra-hard-cheeses': hard,
  'en:emmentaler': hard,
  'en:gruyere': hard,
  'en:parmigiano-reggiano': hard,
  'en:appenzeller-cheese': hard,
  'en:mountain-cheeses': hard,
  'en:cheddar-cheese': hard,
  'en:semi-hard-cheeses': semiHard,
  'en:uncooked-pressed-cheeses': semiHard,
  'en:raclette': semiHard,
  'en:soft-cheeses': soft,
  'en:soft-cheeses-with-bloomy-rind': soft,
  'en:soft-cheeses-with-washed-rind': soft,
  'en:blue-veined-cheeses': soft,
  'en:fresh-cheeses': fresh,
  'en:cream-cheeses': fresh,
  'en:quarks': fresh,
  'fr:fromages-blancs': fresh,
  'en:stretched-curd-cheeses': fresh,
  // A cheese of unknown ripening: anything from fresh to extra-hard.
  'en:cheeses': cat('unknown', 'lactose.category_cheese'),
  'en:butters': butter,
  'en:milkfat': butter,
  // Lactose-free milk is a milk (en:milks) made lactose-free (LIV Art. 42).
  'en:lactose-free-milk': cat('free', 'lactose.category_lactose_free'),
  'en:lactose-free-milks': cat('free', 'lactose.category_lactose_free'),
  'en:milks': milk,
  'en:creams': milk,
  'en:yogurts': milk,
  'en:buttermilks': milk,
  'en:condensed-milks': milk,
  'en:milk-powders': milk,
  'en:dairy-desserts': milk,
  'en:ice-creams': milk,
  'en:dairy-substitutes': plant,
  'en:milk-substitute': plant,
  'en:plant-milks': plant,
  'en:non-dairy-yogurts': plant,
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
/** "laktosearm": at most 2 g per 100 g (LIV Art. 42, DOMAIN.md lactose). */
export const LACTOSE_REDUCED_MAX_G = 2;
export const LACTOSE_HIGH_MIN_G = 1;
/** Polyols ≥ 0.5 g per serving are "moderate" for Monash; per 100 g this is a conservative cut. */
export const POLYOLS_HIGH_MIN_G = 0.5;
