// Fructose malabsorption rules. Source: DOMAIN.md (fructose in excess of glucose; sorbitol blocks
// fructose uptake), after the German Nutrition Society / Monash ratios it summarises.
import type { IngredientRule, RuleTable } from './rule-types';

const excess: IngredientRule = { level: 'contains', code: 'fructose.excess_fructose' };
const caution: IngredientRule = { level: 'low', code: 'fructose.some_fructose' };
const fine: IngredientRule = { level: 'free', code: 'fructose.fine' };

export const FRUCTOSE_RULES: RuleTable = {
  'en:fructose': excess,
  'en:fructose-syrup': excess,
  // > 50 % fructose (DOMAIN.md).
  'en:fructose-glucose-syrup': excess,
  'en:high-fructose-corn-syrup': excess,
  'en:honey': excess,
  'en:agave-syrup': excess,
  'en:apple-juice': excess,
  'en:pear-juice': excess,
  'en:e420': { level: 'contains', code: 'fructose.sorbitol' },
  // < 50 % fructose, or fruit in uncertain amount: caution.
  'en:glucose-fructose-syrup': caution,
  'en:dried-fruits': caution,
  'en:raisin': caution,
  'en:date': caution,
  'en:fig': caution,
  'en:apple': caution,
  'en:pear': caution,
  'en:mango': caution,
  // Glucose at least balances fructose: fine in normal amounts (DOMAIN.md).
  'en:sugar': fine,
  'en:sucrose': fine,
  'en:glucose': fine,
  'en:dextrose': fine,
  'en:glucose-syrup': fine,
  'en:rice-syrup': fine,
  'en:maple-syrup': fine,
};
