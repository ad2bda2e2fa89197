// What a stated nutrition table bounds (DOMAIN.md "A nutrition table is evidence"). Sources:
// EU 1169/2011 Annex I 8 and Annex XV (carbohydrate includes sugars and polyols; fibre is declared
// apart), the same in the Swiss LKV (SR 817.022.16) Annex 8; European Commission guidance on
// tolerances for nutrition labelling (2012): sugars, carbohydrates and fibre are rounded to 0.1 g
// under 10 g, and an amount under 0.5 g may be declared as "0".

/** A declared "0" g: under this much per 100 g. */
export const DECLARED_ZERO_MAX_G = 0.5;
/** A declared value under 10 g is rounded to 0.1 g: the true value is at most this much above. */
export const ROUNDING_G = 0.05;
/** At most this much per 100 g (a declared "0"): none of it, on the table's count. */
export const TABLE_FREE_MAX_G = DECLARED_ZERO_MAX_G;
/**
 * Fructose malabsorption: up to this much fructose and sorbitol per 100 g is a little, caution by
 * the portion (DOMAIN.md: dose-dependent), not "no data".
 */
export const TABLE_FRUCTOSE_LOW_MAX_G = 2;
