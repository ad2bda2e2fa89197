// Plain data the engine is built from. Produced by `loadKnowledge` (src/node) from the
// Open Food Facts taxonomies and the FODMAP lists; any other source producing the same shape works.
import type { ReadLang } from './types';

export interface TaxonomyEntry {
  /** Canonical id, e.g. 'en:whole-milk-powder'. */
  id: string;
  /** Names per language (first one canonical), only for languages the engine reads. */
  names: Partial<Record<ReadLang, string[]>>;
  /** Direct parents (ids). */
  parents: string[];
  /** Allergen ids declared on the entry (`allergens:en:` property), e.g. ['en:milk']. */
  allergens?: string[];
  /**
   * Scientific names of the species (`la:` names of two or more words: "Salmo salar", "Mentha
   * piperita"): read in every language, after every common name.
   */
  scientific?: string[];
}

/** One food of a FODMAP list, ratings per group ('red' | 'yellow' | 'green'). */
export interface FodmapEntry {
  key: string;
  names: Partial<Record<ReadLang, string[]>>;
  ratings: Partial<
    Record<
      'fructans' | 'gos' | 'lactose' | 'excess_fructose' | 'polyols',
      'red' | 'yellow' | 'green'
    >
  >;
}

/**
 * A generic food of the Swiss Food Composition Database (FSVO): its names and what 100 g of it
 * hold, in g. What a single food is and contains, to check that a product named for it is it.
 */
export interface GenericFood {
  /** Names and synonyms per language, without the description after a comma ("Erdbeere, roh"). */
  names: Partial<Record<ReadLang, string[]>>;
  protein?: number;
  fat?: number;
  carbohydrates?: number;
  sugars?: number;
}

export interface Knowledge {
  ingredients: TaxonomyEntry[];
  additives: TaxonomyEntry[];
  allergens: TaxonomyEntry[];
  labels: TaxonomyEntry[];
  categories: TaxonomyEntry[];
  fodmap: FodmapEntry[];
  /** Country names (origin notes such as "(Suisse)" are not ingredients). */
  countries?: TaxonomyEntry[];
  /** Processing words ("pasteurisiert", "homogénéisé") that qualify rather than name an ingredient. */
  processing?: TaxonomyEntry[];
  /** Generic foods of the Swiss Food Composition Database (reference/). */
  foods?: GenericFood[];
}
