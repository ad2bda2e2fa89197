// Fructose malabsorption rules. Source: DOMAIN.md (fructose in excess of glucose; sorbitol blocks
// fructose uptake; how much of the product is the fruit), after the German Nutrition Society /
// Monash ratios it summarises.
import type { IngredientRule, RuleTable } from './rule-types';

const excess: IngredientRule = { level: 'contains', code: 'fructose.excess_fructose' };
const caution: IngredientRule = { level: 'low', code: 'fructose.some_fructose' };
const fine: IngredientRule = { level: 'free', code: 'fructose.fine' };
/**
 * Fruit with more fructose than glucose: red as the main ingredient (first, or a stated share of
 * about 10 % or more), yellow as a minor one (DOMAIN.md "how much of the product is the fruit").
 */
const fruit: IngredientRule = { level: 'contains', code: 'fructose.main_fruit', byShare: true };
/** Dried fruit: fructose plus sorbitol, concentrated (DOMAIN.md: yellow or red). */
const driedFruit: IngredientRule = {
  level: 'contains',
  code: 'fructose.dried_fruit',
  byShare: true,
};
/** Poorly tolerated by many with fructose malabsorption (DOMAIN.md): yellow at least. */
const fructan: IngredientRule = { level: 'low', code: 'fructose.fructans' };
const polyol: IngredientRule = { level: 'low', code: 'fructose.polyol' };

export const FRUCTOSE_RULES: RuleTable = {
  'en:fructose': excess,
  'en:fructose-syrup': excess,
  // > 50 % fructose (DOMAIN.md).
  'en:fructose-glucose-syrup': excess,
  'en:high-fructose-corn-syrup': excess,
  'en:honey': excess,
  // Agave in any form (syrup, nectar, sugar): its sap is mostly fructose (DOMAIN.md).
  'en:agave': excess,
  'en:e420': { level: 'contains', code: 'fructose.sorbitol' },
  'en:apple': fruit,
  'en:pear': fruit,
  'en:mango': fruit,
  'en:watermelon': fruit,
  'en:cherry': fruit,
  // Pectin and fibre of apples are not its sugar.
  'en:apple-pectin': fine,
  'en:apple-fiber': fine,
  'en:dried-fruits': driedFruit,
  'en:prune': driedFruit,
  'en:dried-fig': driedFruit,
  'en:fig': driedFruit,
  'en:date': driedFruit,
  'en:raisin': driedFruit,
  'en:sultana': driedFruit,
  'en:california-seedless-raisins': driedFruit,
  'en:corinthian-raisins': driedFruit,
  // < 50 % fructose: caution.
  'en:glucose-fructose-syrup': caution,
  'en:inulin': fructan,
  'en:chicory-fibre': fructan,
  'en:chicory-root': fructan,
  'en:oligofructose': fructan,
  'en:fructooligosaccharide': fructan,
  // Polyols other than sorbitol (mannitol, isomalt, maltitol, lactitol, xylitol, erythritol).
  'en:e421': polyol,
  'en:e953': polyol,
  'en:e965': polyol,
  'en:e966': polyol,
  'en:e967': polyol,
  'en:e968': polyol,
  // Glucose at least balances fructose: fine in normal amounts (DOMAIN.md).
  'en:sugar': fine,
  'en:sucrose': fine,
  'en:glucose': fine,
  'en:dextrose': fine,
  'en:glucose-syrup': fine,
  'en:rice-syrup': fine,
  'en:maple-syrup': fine,
};
