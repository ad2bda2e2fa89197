// Numbers that decide how an amount counts. Sources in each comment.

/**
 * Ingredients under 2 % may be listed in any order after the others (EU 1169/2011 Annex VII
 * Part A point 2; the Swiss LIV has the same rule), so list order bounds nothing below this share.
 */
export const TAIL_PERCENT = 2;

/**
 * Fruit "as the main ingredient" for fructose malabsorption: first in the list or a stated share of
 * about 10 % or more (DOMAIN.md "Fructose: how much of the product is the fruit").
 */
export const MAIN_FRUIT_PERCENT = 10;
