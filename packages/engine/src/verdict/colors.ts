// One mapping from flag levels to colours, shared by the judge and the database tokens so that
// both always agree (the invariant tested in tokens.test.ts).
import {
  FODMAP_GROUPS,
  type DietColor,
  type FlagLevel,
  type Intolerance,
  type ProductFlags,
  type Verdict,
} from '../types';

/**
 * Lactose: 'low' (hard cheese, butter, tiny amounts) and 'traces' (≤ ~0.1 g/100 g, the
 * laktosefrei limit of LIV Art. 42) fit a lactose-intolerant diet (EFSA 2010;8(9):1777).
 * Others: anything present in a small or uncertain amount is caution.
 */
export const LEVEL_COLORS: Record<Intolerance, Record<FlagLevel, DietColor>> = {
  lactose: { free: 'green', low: 'green', traces: 'green', unknown: 'yellow', contains: 'red' },
  gluten: { free: 'green', low: 'yellow', traces: 'yellow', unknown: 'yellow', contains: 'red' },
  fructose: { free: 'green', low: 'yellow', traces: 'yellow', unknown: 'yellow', contains: 'red' },
  fodmap: { free: 'green', low: 'yellow', traces: 'yellow', unknown: 'yellow', contains: 'red' },
};

/**
 * green < yellow < red. Compared rather than ranked through a record: the colour is read by a
 * changing key, a slow generic look-up, on every verdict's hot path.
 */
export function worseColor(a: DietColor, b: DietColor): DietColor {
  return b === 'red' || (b === 'yellow' && a === 'green') ? b : a;
}

/** The worst colour of the FODMAP groups not tolerated. */
export function fodmapColor(
  levels: ProductFlags['fodmap'],
  colors: Record<FlagLevel, DietColor>,
  tolerated: readonly string[],
): DietColor {
  let color: DietColor = 'green';
  for (const g of FODMAP_GROUPS)
    if (!tolerated.includes(g)) color = worseColor(color, colors[levels[g]]);
  return color;
}

/** The colours in INTOLERANCES order, of the intolerances judged only (undefined: not asked). */
export function perIntolerance(
  lactose: DietColor | undefined,
  gluten: DietColor | undefined,
  fructose: DietColor | undefined,
  fodmap: DietColor | undefined,
): Verdict['per_intolerance'] {
  // All four (the usual profile): one object of one shape, made whole.
  if (lactose && gluten && fructose && fodmap) return { lactose, gluten, fructose, fodmap };
  const per: Verdict['per_intolerance'] = {};
  if (lactose) per.lactose = lactose;
  if (gluten) per.gluten = gluten;
  if (fructose) per.fructose = fructose;
  if (fodmap) per.fodmap = fodmap;
  return per;
}
