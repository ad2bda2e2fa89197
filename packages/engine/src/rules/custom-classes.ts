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

// Not a holder: an unnamed flavouring ("arôme", "Aroma"). Any food may flavour, but a flavouring is
// used in tiny amounts, an allergen in it must be named (EU 1169/2011 Art. 21 and Annex II; Swiss
// LIV Art. 11), and DOMAIN.md's broader classes are spices, nuts and the like. Read as holders,
// flavourings turned 5,007 catalogue products yellow for "pomodoro" and 5,084 for "coconut" (engine
// of 2026-11-28), a yellow on most packaged foods that tells a shopper nothing. A named one
// ("arôme naturel de citron") is its food (taxonomy/made-from.ts).
export const NOT_HOLDERS: readonly string[] = ['en:flavouring'];

/**
 * Members the allergens taxonomy (Dec 2022) declares under a class that DOMAIN.md says are not in
 * it. Horseradish (Armoracia rusticana) is a crucifer, not mustard: EU 1169/2011 Annex II item 10
 * names mustard only, and DOMAIN.md: "horseradish or rapeseed is not mustard". Teff is a gluten-free
 * grain (DOMAIN.md "Not gluten"; Codex STAN 118-1979 names wheat, rye, barley, oats and their kinds).
 */
export const NOT_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  'en:mustard': ['en:horseradish'],
  'en:gluten': ['en:teff'],
};
