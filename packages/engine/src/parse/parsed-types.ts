import type { ReadLang } from '../types';
import type { ClaimTopic, ContentStatement, FreeFromClaim } from '../claims/claim-types';

export interface ParsedIngredient {
  /** The ingredient as written on the pack (brackets, percentages and qualifiers removed). */
  text: string;
  /** Canonical ids recognised in the name (without ancestors); empty when unknown. */
  ids: string[];
  /** Percentage stated on the pack, relative to the parent. */
  percent?: number;
  /** Stated minimum ("cacao 70 % minimum"): a lower bound, relative to the parent. */
  minPercent?: number;
  /**
   * A true upper bound of its share of the whole product, in %, from stated percentages and the
   * descending order of the list (EU 1169/2011 Art. 18).
   */
  maxPercent: number;
  /** maxPercent rests on a percentage printed on the pack (this item's, an earlier one's, a parent's). */
  boundStated: boolean;
  /** Written as an allergen (CAPITALS, _underscores_ or mathematical bold). */
  emphasized: boolean;
  /**
   * Free-from qualifiers attached to this ingredient: "lait écrémé en poudre exempt de lactose",
   * "Magermilch (laktosefrei)", "avoine sans gluten" (DOMAIN.md "Qualifiers").
   */
  freeFrom?: ClaimTopic[];
  /**
   * Reduced, not free: "lait écrémé en poudre pauvre en lactose", "laktosearme Milch" (LIV Art. 42:
   * at most 2 g lactose per 100 g), graded by its share like any milk ingredient.
   */
  lowIn?: ClaimTopic[];
  /**
   * The fresh food a dried ingredient stands for, as printed ("lait écrémé en poudre (équivalent
   * lait 52%)"): what it names and its share. It bounds what the ingredient holds.
   */
  equivalent?: { ids: string[]; percent: number };
  children: readonly ParsedIngredient[];
}

export interface ParsedTrace {
  text: string;
  ids: string[];
}

export interface ParsedIngredients {
  lang: ReadLang;
  ingredients: ParsedIngredient[];
  traces: ParsedTrace[];
  /**
   * Allergen notes of the pack that are not ingredients ("Contient du lait.", "Allergeni: glutine",
   * "Enthält: Milch"): evidence of presence, like the product's allergens_tags.
   */
  allergens: ParsedTrace[];
  /** Free-from phrases standing alone in the text ("…, sans lactose", "Glutenfrei."): about the product. */
  claims: FreeFromClaim[];
  /** Content statements ("Teneur en lactose < 0,1 g/100 ml"), cut out of the list. */
  statements: ContentStatement[];
  /** Number of ingredients at all levels, and how many of them were not recognised. */
  total: number;
  unknown: number;
  /** Share (0–1) of the list's words the parser understood (ingredient names, known fillers). */
  understood: number;
  /** The list is in a language we do not read (Spanish, Dutch…): not read at all. */
  unsupportedLanguage?: true;
}
