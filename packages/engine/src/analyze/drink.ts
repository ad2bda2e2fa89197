// Whether a product is a drink, for words whose form depends on it: whey in a juice is the liquid.
import type { ParsedIngredient } from '../parse/parsed-types';
import { DRINK_BASES, DRINK_CATEGORY } from '../rules/lactose';

const WATER = 'en:water';

export function isDrink(
  categories: readonly string[],
  nodes: readonly ParsedIngredient[],
  categoryAncestors: (tag: string) => readonly string[],
  ancestorsOfIds: (ids: readonly string[]) => readonly string[],
): boolean {
  if (categories.some((c) => categoryAncestors(c).includes(DRINK_CATEGORY))) return true;
  const main = nodes.find((n) => !n.ids.includes(WATER));
  return main !== undefined && ancestorsOfIds(main.ids).some((a) => DRINK_BASES.includes(a));
}
