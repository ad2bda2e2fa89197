// A name that promises a flour food ("Biscuit", "Brot", "Pasta", "Baguette") over a list that names
// no grain at all: the list is cut or incomplete ("emulsifiers (…), glucose syrup, …" for a
// "Chocolate Bar with Biscuit") and is not evidence enough for green (DOMAIN.md "never green without
// evidence"; Codex STAN 118-1979 counts bread, biscuits and pasta among foods made from wheat).
import type { Matcher } from '../match/matcher';
import type { IngredientRule } from '../rules/rule-types';
import { LANGS, type ProductInput } from '../types';
import type { RuleHit } from './finding';
import type { RuleLookup } from './rule-lookup';
import { WITHOUT } from './dairy-kind';

/**
 * Only the baked goods: pasta and noodles are as often made of pulses ("Chickpea fusilli", "Glass
 * noodles"), "Paste" and "pasta sauce" are no pasta, and "Vermicelles" is a Swiss chestnut purée.
 */
const BAKED = new Set(['en:biscuit', 'en:bread', 'en:waffle', 'en:neapolitan-wafer']);
/** A name for something else that is flavoured like, or meant for, the baked good. */
const NOT_THE_FOOD =
  /\b(?:saveur|goût|gout|arôme|arome|geschmack|aroma|flavou?r|pour|für|fur|for|per|mit|avec|with)\b/iu;

/** A gluten hit that names a grain (exempt derivatives such as glucose syrup name none). */
export const namesGrain = (hits: readonly RuleHit[]): boolean => hits.some((h) => !h.rule.exempts);

/** The name, when one of its words is a baked good made of a gluten cereal ("Biscuit", "Brot"). */
export function cerealFoodOfName(
  product: ProductInput,
  matcher: Matcher,
  gluten: RuleLookup<IngredientRule>,
): string | undefined {
  const name = product.product_name?.trim();
  if (!name || WITHOUT.test(name) || NOT_THE_FOOD.test(name)) return undefined;
  const words = name.split(/[\s\-,&/()+]+/u).filter((w) => w.length > 2);
  for (const word of words)
    for (const lang of LANGS)
      for (const id of matcher.matchName(word, lang).ids) {
        if (BAKED.has(id) && gluten(id)?.level === 'contains') return name;
      }
  return undefined;
}
