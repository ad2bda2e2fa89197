import type { Lang } from '../types';

export interface MessageParams {
  /** Ingredient as written on the pack. */
  t: string;
  /** A number (grams or percent), already formatted. */
  n: string;
  /** Localised FODMAP group name. */
  g: string;
  /** A name besides the trigger, as written (the product a raw material became). */
  d: string;
}

export type Message = Record<Lang, (p: MessageParams) => string>;
export type MessageTable = Record<string, Message>;
