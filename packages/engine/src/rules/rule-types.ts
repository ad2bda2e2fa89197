import type { FlagLevel, FodmapGroup } from '../types';

/** What milk becomes, for lactose: ripening and churning decide how much is left. */
export type DairyKind =
  'hard_cheese' | 'semi_hard_cheese' | 'soft_cheese' | 'fresh_cheese' | 'butter';

/** What an ingredient means for one intolerance. */
export interface IngredientRule {
  level: FlagLevel;
  /** Stable reason code, rendered by the message table. */
  code: string;
  /** Approximate lactose (or other sugar) in g per 100 g of the ingredient, for grading by amount. */
  gramsPer100g?: number;
  /** Lactose: the grams of the liquid form, when a word means the liquid in a drink (whey). */
  liquidGrams?: number;
  /** When the ingredient is at most this share of the product (%), it only counts as 'low'. */
  minorBelowPercent?: number;
  /** Gluten: a derivative exempt from labelling; cereals named inside it are exempt too. */
  exempts?: boolean;
  /** Emit a 'safe' check explaining why this look-alike is harmless (Milchsäure, Buchweizen…). */
  explain?: boolean;
  /**
   * What the word means only while nothing names its source ("Mehl" is wheat flour, "Malz" barley
   * malt): a source named in the same item or in its parts decides instead ("Reismalz", "Mehl (Reis)").
   */
  assumed?: boolean;
  /**
   * The share of the product decides: `level` as the main ingredient (first, water aside, or a
   * share of at least MAIN_FRUIT_PERCENT), 'low' as a minor one.
   */
  byShare?: boolean;
  /** Lactose: the cheese or butter this is (a product named so is made of its milk or cream). */
  kind?: DairyKind;
  /**
   * An assumed meaning also yields to these classes named beside it: Italian "pasta di cacao",
   * "nocciole in pasta" are pastes of cocoa and nuts, not pasta.
   */
  yieldsTo?: readonly string[];
  /** For this id only, not inherited by its descendants ("flour" is wheat, chestnut flour is not). */
  exact?: boolean;
}

/** Canonical id → rule. The most specific id along the taxonomy ancestors wins. */
export type RuleTable = Readonly<Record<string, IngredientRule>>;

export type FodmapRule = Partial<Record<FodmapGroup, IngredientRule>>;
export type FodmapTable = Readonly<Record<string, FodmapRule>>;
