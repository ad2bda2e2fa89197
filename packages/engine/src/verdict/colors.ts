// One mapping from flag levels to colours, shared by the judge and the database tokens so that
// both always agree (the invariant tested in tokens.test.ts).
import type { DietColor, FlagLevel, Intolerance } from '../types';

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

const RANK: Record<DietColor, number> = { green: 0, yellow: 1, red: 2 };

export function worseColor(a: DietColor, b: DietColor): DietColor {
  return RANK[b] > RANK[a] ? b : a;
}
