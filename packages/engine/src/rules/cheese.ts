// Cheese and butter by what ripening and churning leave of the milk's lactose. Sources: DOMAIN.md
// "Cheese, butter and the like" and "Lactose"; Swiss Food Composition Database (FSVO) values for
// hard, semi-hard, soft and fresh cheeses; EFSA Journal 2010;8(9):1777 (tolerated amounts).
import type { DairyKind, IngredientRule, RuleTable } from './rule-types';

const kind = (k: DairyKind, level: IngredientRule['level'], grams?: number): IngredientRule => ({
  level,
  code: `lactose.${k}`,
  kind: k,
  ...(grams !== undefined ? { gramsPer100g: grams } : {}),
});

/** Hard and extra-hard: < 0.1 g/100 g, the lactose is fermented away while ripening. */
export const HARD: IngredientRule = kind('hard_cheese', 'low');
/** Semi-hard (Raclette, Tilsiter, Gouda): very low. */
export const SEMI_HARD: IngredientRule = kind('semi_hard_cheese', 'low');
/** Soft ripened and blue cheeses: usually little, but it varies: yellow. */
export const SOFT: IngredientRule = kind('soft_cheese', 'unknown');
/** Fresh cheeses (quark, mozzarella, ricotta, mascarpone, feta, cottage): 2–4.5 g/100 g. */
export const FRESH: IngredientRule = kind('fresh_cheese', 'contains', 4.5);
/** Butter < 1 g/100 g; butterfat, ghee and clarified butter are nearly pure fat. */
export const BUTTER: IngredientRule = kind('butter', 'low');

/** What a cheese or butter is made of: named with it in one item, it is its raw material. */
export const MADE_FROM: Readonly<Record<DairyKind, readonly string[]>> = {
  // "Rahmweichkäse", "fromage à la crème": softer cheeses are made of milk and sometimes cream;
  // a hard cheese is not ("crème double de la Gruyère" is cream from that region).
  hard_cheese: ['en:milk'],
  semi_hard_cheese: ['en:milk', 'en:cream'],
  soft_cheese: ['en:milk', 'en:cream'],
  fresh_cheese: ['en:milk', 'en:cream'],
  butter: ['en:milk', 'en:cream'],
};

export const CHEESE_RULES: RuleTable = {
  'en:hard-cheese': HARD,
  'fr:fromage-a-pate-pressee-cuite': HARD,
  'en:emmental': HARD,
  'en:gruyere': HARD,
  'en:sbrinz': HARD,
  'en:parmigiano-reggiano': HARD,
  'en:grana-padano': HARD,
  'en:appenzeller': HARD,
  'de:bergkase': HARD,
  'en:cheddar': HARD,
  'en:comte': HARD,
  'en:beaufort': HARD,
  'en:abondance': HARD,
  'en:pecorino': HARD,
  'en:romano-cheese': HARD,
  'en:mimolette': HARD,
  'en:vasterbotten-cheese': HARD,
  'en:semi-hard-cheeses': SEMI_HARD,
  'en:raclette': SEMI_HARD,
  'en:tilsit': SEMI_HARD,
  'en:gouda': SEMI_HARD,
  'en:edam': SEMI_HARD,
  'en:maasdam': SEMI_HARD,
  'en:jarlsberg': SEMI_HARD,
  'en:fontina': SEMI_HARD,
  'en:fontal': SEMI_HARD,
  'en:asiago': SEMI_HARD,
  'en:cantal': SEMI_HARD,
  'en:salers': SEMI_HARD,
  'en:tomme-de-savoie': SEMI_HARD,
  'en:morbier': SEMI_HARD,
  'en:ossau-iraty': SEMI_HARD,
  'en:provolone': SEMI_HARD,
  'en:double-gloucester': SEMI_HARD,
  'en:lancashire-cheese': SEMI_HARD,
  'fr:vacherin-fribourgeois-aop': SEMI_HARD,
  'en:soft-cheese': SOFT,
  // A Swiss "Tomme" (Tomme vaudoise) is a soft cheese; Tomme de Savoie above is semi-hard.
  'en:tomme': SOFT,
  'en:brie': SOFT,
  'en:camembert': SOFT,
  'en:chaource-cheese': SOFT,
  'en:langres': SOFT,
  'en:livarot': SOFT,
  'en:maroilles': SOFT,
  'en:munster': SOFT,
  'en:pont-l-eveque': SOFT,
  'en:reblochon': SOFT,
  'en:saint-nectaire': SOFT,
  'en:saint-marcellin': SOFT,
  'en:taleggio': SOFT,
  'en:blue-cheese': SOFT,
  'en:gorgonzola': SOFT,
  'en:roquefort': SOFT,
  'en:stilton': SOFT,
  'en:crottin-cheese': SOFT,
  'en:sainte-maure-cheese': SOFT,
  'en:mozzarella': FRESH,
  'en:ricotta': FRESH,
  'en:feta': FRESH,
  'en:halloumi': FRESH,
  'en:mascarpone': FRESH,
  'en:quark': FRESH,
  'en:cottage-cheese': FRESH,
  'en:fromage-blanc': FRESH,
  'en:cream-cheese': FRESH,
  'en:soft-white-cheese': FRESH,
  'en:faiselle': FRESH,
  'en:paneer': FRESH,
  'fr:fromage-de-chevre-frais': FRESH,
  // Processed cheese is made with milk powder or whey added: more than the cheese it starts from.
  'en:melted-cheese': { level: 'contains', code: 'lactose.contains_milk', gramsPer100g: 5 },
  'en:butter': BUTTER,
  'en:milkfat': { ...BUTTER, code: 'lactose.milk_fat' },
  'en:butterfat': { ...BUTTER, code: 'lactose.milk_fat' },
};

/**
 * What a cheese or butter recipe is made of: its raw material (milk, cream), the coagulant that
 * makes it a cheese (rennet: Lab, présure, caglio) and helpers that add no lactose (salt, cultures,
 * enzymes, calcium chloride E509, annatto E160b, lysozyme E1105, nitrate E251/E252, natamycin
 * E235, sorbates, flavourings). A list made only of these names the raw material, not what it became
 * (DOMAIN.md "When a product's whole list is its raw material").
 */
export type RecipeRole = 'raw' | 'coagulant' | 'helper';
export interface RecipeRule {
  role: RecipeRole;
  /** As in IngredientRule: for this id only (none of these is). */
  exact?: boolean;
}
export const RECIPE_ROLES: Readonly<Record<string, RecipeRule>> = {
  'en:milk': { role: 'raw' },
  // "produits laitiers" alone; not its descendants (whey, milk powder are additions, not the raw material).
  'en:dairy': { role: 'raw', exact: true },
  'en:cream': { role: 'raw' },
  'en:coagulating-enzyme': { role: 'coagulant' },
  'en:enzyme': { role: 'helper' },
  'en:ferment': { role: 'helper' },
  'en:salt': { role: 'helper' },
  'en:water': { role: 'helper' },
  'en:e509': { role: 'helper' },
  'en:e160a': { role: 'helper' },
  'en:e160b': { role: 'helper' },
  'en:e1105': { role: 'helper' },
  'en:e251': { role: 'helper' },
  'en:e252': { role: 'helper' },
  'en:e235': { role: 'helper' },
  'en:e200': { role: 'helper' },
  'en:e202': { role: 'helper' },
  // Butter is flavoured with starter distillate ("natural flavorings").
  'en:flavouring': { role: 'helper' },
};
