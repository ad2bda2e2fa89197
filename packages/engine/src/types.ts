// Public types of the diet engine. The engine is pure: data in, verdict out.

/** Languages of the reasons a user reads. */
export const LANGS = ['en', 'de', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** Languages of the ingredient lists the engine reads (Italian is a Swiss national language). */
export const READ_LANGS = ['en', 'de', 'fr', 'it'] as const;
export type ReadLang = (typeof READ_LANGS)[number];

export const INTOLERANCES = ['lactose', 'gluten', 'fructose', 'fodmap'] as const;
export type Intolerance = (typeof INTOLERANCES)[number];

export const FODMAP_GROUPS = ['fructans', 'gos', 'lactose', 'excess_fructose', 'polyols'] as const;
export type FodmapGroup = (typeof FODMAP_GROUPS)[number];

export type DietColor = 'green' | 'yellow' | 'red';

/**
 * Nutrients per 100 g (or 100 ml) under their Open Food Facts keys, in the order of the nutrition
 * declaration (EU 1169/2011 Annex XV, Swiss LIV Annex 9), energy first, then the sugars that
 * matter to intolerant users after "sugars": the keys `ProductInput.nutriments_100g` is read by,
 * the catalogue keeps and the product page shows (one list for every workspace, issue 26.7).
 */
export const NUTRIENT_KEYS = [
  'energy-kj',
  'energy-kcal',
  'fat',
  'saturated-fat',
  'carbohydrates',
  'sugars',
  'lactose',
  'fructose',
  'glucose',
  'sucrose',
  'polyols',
  'starch',
  'fiber',
  'proteins',
  'salt',
  'sodium',
  'alcohol',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** What a user tells us about their diet. */
export interface DietProfile {
  intolerances: Intolerance[];
  /** Free words in any of en/de/fr, e.g. "Sellerie", "noisettes". */
  custom: string[];
  /** FODMAP groups the user tolerates after reintroduction. */
  toleratedFodmapGroups: FodmapGroup[];
}

/** A product in Open Food Facts field names; every field may be missing. */
export interface ProductInput {
  code?: string;
  product_name?: string;
  product_name_de?: string;
  product_name_fr?: string;
  product_name_it?: string;
  product_name_en?: string;
  lang?: string;
  ingredients_text?: string;
  ingredients_text_de?: string;
  ingredients_text_fr?: string;
  ingredients_text_en?: string;
  ingredients_text_it?: string;
  allergens_tags?: string[];
  traces_tags?: string[];
  labels_tags?: string[];
  categories_tags?: string[];
  nutriments_100g?: Record<string, number>;
}

export type CheckType = 'safe' | 'warning' | 'danger';

/**
 * Where the evidence behind a check stands (issue 27 point 6): the ingredient list, its trace
 * statement (or trace tags), the product's name, its labels, its category, its nutrition table or
 * its declared allergens (allergen tags and the pack's allergen notes).
 */
export const CHECK_SOURCES = [
  'ingredients',
  'traces',
  'name',
  'labels',
  'category',
  'nutrition',
  'allergens',
] as const;
export type CheckSource = (typeof CHECK_SOURCES)[number];

export interface Check {
  type: CheckType;
  /** 'lactose' | 'gluten' | 'fructose' | 'fodmap' | 'custom' */
  intolerance: Intolerance | 'custom';
  /** Stable reason code, e.g. 'lactose.contains_milk'. */
  code: string;
  /** The reason rendered in the requested language. */
  text: string;
  /** The ingredient as written on the pack, when one triggered the check. */
  trigger?: string;
  /** Where the trigger (or, without one, the evidence) stands: the page shows it as written. */
  source?: CheckSource;
}

export interface Verdict {
  diet_color: DietColor;
  per_intolerance: Partial<Record<Intolerance | 'custom', DietColor>>;
  checks: Check[];
}

/** Per intolerance / FODMAP group, what the product holds. */
export type FlagLevel = 'free' | 'traces' | 'low' | 'contains' | 'unknown';

/** The id lists are readonly: judging hands every product without ids one shared empty list. */
export interface ProductFlags {
  lactose: FlagLevel;
  gluten: FlagLevel;
  fructose: FlagLevel;
  fodmap: Record<FodmapGroup, FlagLevel>;
  /** Canonical ingredient ids found (with their taxonomy ancestors), e.g. 'en:celery'. */
  ingredientIds: readonly string[];
  /** Canonical ids named in trace statements and traces_tags (with their ancestors). */
  traceIds: readonly string[];
  /**
   * Ids as written, without ancestors: unexplained ingredients (no parts listed) and allergen
   * tags. A broader class a user's item may hide in ("Gewürze", "nuts") is matched here, so that
   * a sibling (almonds for a hazelnut user) is not.
   */
  writtenIds: readonly string[];
  /** The same for trace statements and traces_tags. */
  writtenTraceIds: readonly string[];
  /** True when there is too little readable ingredient data to clear a product. */
  insufficientData: boolean;
}

/**
 * Tokens that describe a product's flags, stored by the catalogue so that the database can
 * colour and filter products by a user's diet:
 *   product is red    when its tokens overlap `red`,
 *   else yellow       when its tokens overlap `yellow`,
 *   else green.
 */
export interface DietTokenQuery {
  red: string[];
  yellow: string[];
}
