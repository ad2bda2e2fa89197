// FODMAP rules by group (Monash University low-FODMAP programme, as summarised in DOMAIN.md).
// Amount per serving decides: small shares only count as 'low' (honey ≤ 7 g and agave ≤ 5 g per
// serving are low per Monash), so some rules carry minorBelowPercent.
import type { FodmapRule, FodmapTable, IngredientRule } from './rule-types';
import type { FodmapGroup } from '../types';

const high = (group: FodmapGroup, minorBelowPercent?: number): FodmapRule => {
  const rule: IngredientRule = { level: 'contains', code: `fodmap.${group}` };
  if (minorBelowPercent !== undefined) rule.minorBelowPercent = minorBelowPercent;
  return { [group]: rule };
};
const LOW: FodmapRule = {};
const byShare = (group: FodmapGroup): FodmapRule => ({
  [group]: { level: 'contains', code: `fodmap.${group}`, byShare: true },
});
/** Wheat by default (see GLUTEN_RULES): "Mehl", pasta, bread are wheat unless a grain is named. */
const wheatUnlessNamed = (exact?: true): FodmapRule => ({
  fructans: {
    level: 'contains',
    code: 'fodmap.fructans',
    minorBelowPercent: 5,
    assumed: true,
    ...(exact ? { exact } : {}),
  },
});

export const FODMAP_RULES: FodmapTable = {
  // Fructans: wheat, rye, barley (small amounts, e.g. a thickener, are low), onion, garlic, leek,
  // inulin, chicory root fibre, FOS.
  'en:wheat': high('fructans', 5),
  'en:flour': wheatUnlessNamed(true),
  'en:wholemeal-flour': wheatUnlessNamed(true),
  'en:pasta': {
    fructans: {
      ...(wheatUnlessNamed().fructans as IngredientRule),
      yieldsTo: ['en:nut', 'en:cocoa', 'en:seed'],
    },
  },
  'en:noodle': wheatUnlessNamed(),
  'en:vermicelli': wheatUnlessNamed(),
  'en:bread': wheatUnlessNamed(),
  'en:biscuit': wheatUnlessNamed(),
  'en:pastry': wheatUnlessNamed(),
  'en:shortcrust-dough': wheatUnlessNamed(),
  'fr:pate-feuilletee': wheatUnlessNamed(),
  'en:pizza-dough': wheatUnlessNamed(),
  'en:breadcrumbs': wheatUnlessNamed(),
  'en:couscous': wheatUnlessNamed(),
  'en:rice-noodles': LOW,
  'en:wheat-starch': LOW,
  'en:wheat-gluten': LOW,
  // Gluten and wheat protein are protein, not fructan (Monash: gluten itself is not a FODMAP).
  'en:wheat-protein': LOW,
  'en:spelt': high('fructans', 5),
  'en:khorasan-wheat': high('fructans', 5),
  'en:rye': high('fructans', 5),
  'en:barley': high('fructans', 5),
  'en:onion': high('fructans'),
  'en:garlic': high('fructans'),
  'en:leek': high('fructans'),
  'en:shallot': high('fructans'),
  'en:inulin': high('fructans'),
  'en:chicory-fibre': high('fructans'),
  'en:chicory-root': high('fructans'),
  'en:oligofructose': high('fructans'),
  'en:fructooligosaccharide': high('fructans'),
  // GOS: legumes.
  'en:legume': high('gos', 3),
  'en:beans': high('gos', 3),
  'en:pea': high('gos', 3),
  'en:soya-lecithin': LOW,
  'en:soya-oil': LOW,
  'en:peanut': LOW,
  // Nuts: Monash rates hazelnuts, walnuts, macadamias, pecans and peanuts low per serving;
  // almonds turn moderate (GOS) above about 10 nuts.
  'en:hazelnut': LOW,
  'en:walnut': LOW,
  'en:macadamia-nut': LOW,
  'en:pecan-nut': LOW,
  'en:almond': high('gos', 10),
  'en:soy-protein': LOW,
  // Invert sugar is glucose and fructose 1:1: no excess fructose.
  'en:invert-sugar': LOW,
  'en:invert-sugar-syrup': LOW,
  'en:soy-sauce': LOW,
  'en:tofu': LOW,
  // Excess fructose: apple, pear, mango, watermelon, honey, agave, HFCS.
  // Fruit: the share decides (main ingredient red, minor yellow; DOMAIN.md fructose share).
  'en:apple': byShare('excess_fructose'),
  'en:pear': byShare('excess_fructose'),
  'en:mango': byShare('excess_fructose'),
  'en:watermelon': byShare('excess_fructose'),
  'en:apple-pectin': LOW,
  'en:apple-fiber': LOW,
  'en:honey': high('excess_fructose', 5),
  // Agave in any form (syrup, nectar, sugar); Monash rates ≤ 5 g of the syrup low.
  'en:agave': high('excess_fructose', 5),
  'en:fructose': high('excess_fructose', 3),
  'en:fructose-syrup': high('excess_fructose', 3),
  'en:high-fructose-corn-syrup': high('excess_fructose', 3),
  'en:fructose-glucose-syrup': high('excess_fructose', 3),
  'en:glucose-fructose-syrup': LOW,
  // Polyols: sorbitol, mannitol, xylitol, maltitol, isomalt, lactitol (E420 E421 E953 E965 E966 E967).
  'en:e420': high('polyols'),
  'en:e421': high('polyols'),
  'en:e953': high('polyols'),
  'en:e965': high('polyols'),
  'en:e966': high('polyols'),
  'en:e967': high('polyols'),
  // Erythritol is mostly absorbed; only large amounts matter (DOMAIN.md: yellow).
  'en:e968': { polyols: { level: 'low', code: 'fodmap.polyols' } },
  'en:mushroom': high('polyols', 5),
  'en:cauliflower': high('polyols', 5),
  'en:avocado': high('polyols', 5),
  // Cherries: excess fructose and sorbitol (Monash).
  'en:cherry': { ...byShare('excess_fructose'), ...high('polyols', 5) },
  'en:apricot': high('polyols', 5),
  'en:plum': high('polyols', 5),
  'en:peach': high('polyols', 5),
  'en:blackberry': high('polyols', 5),
};

/**
 * Refined sugars and starches made from cereals carry no fructans of their source: what is named
 * inside them (Glukosesirup (Weizen)) does not count for FODMAP either.
 */
export const FODMAP_REFINED = [
  'en:glucose-syrup',
  'en:glucose',
  'en:dextrose',
  'en:maltodextrind',
  'en:maltodextrin',
  'en:starch',
  'en:modified-starch',
  'en:alcohol',
  'en:spirit-vinegar',
  // Oils and lecithin are fat: "huiles végétales (coco, palme)", "Lecithine (Soja)" name a source, not a FODMAP.
  'en:oil-and-fat',
  'en:e322',
  'en:soya-lecithin',
];

/** Ingredients that may hide onion or garlic when their parts are not listed (DOMAIN.md FODMAP). */
export const HIDDEN_ONION_GARLIC = new Set([
  'en:spice',
  'en:spice-extract',
  'en:mixed-spices',
  'en:flavouring',
  'en:natural-flavouring',
  'en:condiment',
  'en:broth',
  'en:vegetable-broth',
]);
