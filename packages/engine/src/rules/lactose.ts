// Lactose rules. Sources: DOMAIN.md; Swiss LIV Art. 42 (laktosefrei < 0.1 g/100 g);
// EFSA Journal 2010;8(9):1777 (12 g per sitting tolerated by most); typical contents from
// the Swiss Food Composition Database (FSVO) for milk products.
import type { IngredientRule, RuleTable } from './rule-types';

const milk = (grams: number): IngredientRule => ({
  level: 'contains',
  code: 'lactose.contains_milk',
  gramsPer100g: grams,
});
const hardCheese: IngredientRule = { level: 'low', code: 'lactose.hard_cheese' };
const notMilk: IngredientRule = { level: 'free', code: 'lactose.not_milk', explain: true };

export const LACTOSE_RULES: RuleTable = {
  // Milk, whey, milk powder, cream, yogurt: > 1 g/100 g (DOMAIN.md lactose).
  'en:dairy': milk(5),
  'en:milk': milk(4.8),
  'en:milk-powder': milk(50),
  'en:condensed-milk': milk(12),
  'en:whey': milk(4.8),
  'en:whey-powder': milk(70),
  'en:cream': milk(3),
  'en:yogurt': milk(4),
  'en:buttermilk': milk(4.5),
  'en:milk-chocolate': milk(9),
  'en:lactose': { level: 'contains', code: 'lactose.contains_lactose', gramsPer100g: 100 },
  // Cheese in general may be fresh (2–4 g/100 g); hard and extra-hard cheeses are < 0.1 g/100 g
  // because lactose is fermented away during ripening (DOMAIN.md; FSVO composition data).
  'en:cheese': milk(2),
  'en:hard-cheese': hardCheese,
  'en:emmental': hardCheese,
  'en:gruyere': hardCheese,
  'en:sbrinz': hardCheese,
  'en:parmigiano-reggiano': hardCheese,
  'en:grana-padano': hardCheese,
  'en:appenzeller': hardCheese,
  'de:bergkase': hardCheese,
  'en:cheddar': hardCheese,
  'en:comte': hardCheese,
  'en:pecorino': hardCheese,
  // Semi-hard cheeses: very low (DOMAIN.md).
  'en:raclette': { level: 'low', code: 'lactose.semi_hard_cheese' },
  'en:tilsit': { level: 'low', code: 'lactose.semi_hard_cheese' },
  // Butter < 1 g/100 g (DOMAIN.md); butterfat is nearly pure fat.
  'en:butter': { level: 'low', code: 'lactose.butter' },
  // Milk fat and butterfat (anhydrous): nearly pure fat, traces of lactose at most.
  'en:milkfat': { level: 'low', code: 'lactose.milk_fat' },
  'en:butterfat': { level: 'low', code: 'lactose.milk_fat' },
  // Casein and milk protein: protein, little lactose (DOMAIN.md).
  'en:milk-proteins': { level: 'low', code: 'lactose.milk_protein' },
  'en:lactose-free-milk': { level: 'free', code: 'lactose.lactose_free_ingredient', explain: true },
  // Not lactose despite the name (DOMAIN.md "Not lactose"; EU 1169/2011 Annex II for lactitol).
  'en:e270': notMilk,
  'en:e325': notMilk,
  'en:e326': notMilk,
  'en:e327': notMilk,
  'en:e328': notMilk,
  'en:e329': notMilk,
  'en:e472b': notMilk,
  'en:lactic-ferments': notMilk,
  'en:cocoa-butter': notMilk,
  'en:coconut-milk': notMilk,
  'en:coconut-cream': notMilk,
  'en:almond-milk': notMilk,
  'en:rice-milk': notMilk,
  'en:oat-milk': notMilk,
  'en:soy-milk': notMilk,
  'en:peanut-butter': notMilk,
  'en:shea-butter': notMilk,
  'en:e966': { level: 'free', code: 'lactose.lactitol', explain: true },
};

/** Words in an unmatched id that still betray milk (safety net for ids without a rule). */
export const LACTOSE_ID_WORDS = [
  'milk',
  'whey',
  'cream',
  'yogurt',
  'yoghurt',
  'buttermilk',
  'lactose',
  'cheese',
  'lait',
  'milch',
  'kase',
  'fromage',
];

/** Below this estimated lactose (g/100 g of product) milk ingredients only count as 'low'. */
export const LACTOSE_LOW_GRAMS = 1;
