// Custom intolerances: which way the taxonomy goes (DOMAIN.md "Custom intolerances: which way the
// taxonomy goes"). The user's word names an item: its synonyms in every language and its
// descendants are the item (red; yellow in traces). A broader class that may contain it is yellow:
// its taxonomy ancestors ("Haselnüsse" → nuts), the allergen class it is declared under
// ("noisettes" → allergen "nuts"), and the generic words below. Siblings and words that merely
// contain the user's word are no match (noix de coco is not noix, peppermint is not pepper).

/**
 * Generic words on packs that may hide an item without naming it, and the classes of items they
 * may hide: a spice mix ("Gewürze", "épices") may hold pepper (a seed), mustard, herbs and dried
 * vegetables such as celery, onion and garlic (the same reason FODMAP treats spices as hiding
 * onion and garlic). Only an unexplained word counts: "Gewürze (Pfeffer, Muskat)" names its parts.
 */
export const HIDING_CLASSES: Readonly<Record<string, readonly string[]>> = {
  'en:spice': ['en:spice', 'en:seed', 'en:herb', 'en:vegetable'],
  'en:mixed-spices': ['en:spice', 'en:seed', 'en:herb', 'en:vegetable'],
  'en:herb': ['en:herb'],
};
