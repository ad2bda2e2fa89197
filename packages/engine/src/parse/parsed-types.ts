import type { Lang } from '../types';

export interface ParsedIngredient {
  /** The ingredient as written on the pack (brackets and percentages removed). */
  text: string;
  /** Canonical ids recognised in the name (without ancestors); empty when unknown. */
  ids: string[];
  /** Percentage stated on the pack, relative to the parent. */
  percent?: number;
  /** Upper bound of its share of the whole product, in %, from stated percentages and order. */
  maxPercent: number;
  /** Written as an allergen (CAPITALS or _underscores_). */
  emphasized: boolean;
  children: ParsedIngredient[];
}

export interface ParsedTrace {
  text: string;
  ids: string[];
}

export interface ParsedIngredients {
  lang: Lang;
  ingredients: ParsedIngredient[];
  traces: ParsedTrace[];
  /** Number of ingredients at all levels, and how many of them were not recognised. */
  total: number;
  unknown: number;
}
