import type { FlagLevel, FodmapGroup } from '../types';

/** What an ingredient means for one intolerance. */
export interface IngredientRule {
  level: FlagLevel;
  /** Stable reason code, rendered by the message table. */
  code: string;
  /** Approximate lactose (or other sugar) in g per 100 g of the ingredient, for grading by amount. */
  gramsPer100g?: number;
  /** When the ingredient is at most this share of the product (%), it only counts as 'low'. */
  minorBelowPercent?: number;
  /** Gluten: a derivative exempt from labelling; cereals named inside it are exempt too. */
  exempts?: boolean;
  /** Emit a 'safe' check explaining why this look-alike is harmless (Milchsäure, Buchweizen…). */
  explain?: boolean;
}

/** Canonical id → rule. The most specific id along the taxonomy ancestors wins. */
export type RuleTable = Readonly<Record<string, IngredientRule>>;

export type FodmapRule = Partial<Record<FodmapGroup, IngredientRule>>;
export type FodmapTable = Readonly<Record<string, FodmapRule>>;
