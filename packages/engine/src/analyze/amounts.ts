// How much of the product an ingredient can be, from stated percentages and the order of the list.
// EU 1169/2011 Art. 18 (the Swiss LIV has the same rule): ingredients in descending order of weight, so the
// k-th weighs at most 100/k % and at most each one before it — except that ingredients under 2 %
// may follow in any order (Annex VII Part A point 2), so an order-derived bound never
// drops below 2 % of its compound. A percentage inside a compound's brackets may be of the compound
// or of the product; the bound holds for both readings. Percentages that cannot be shares (a first
// ingredient stated below 100/n %, like the fat content in "lait partiellement écrémé (1,5%)",
// or stated values rising down the list) are ignored: a looser bound is still a true one. Lower
// bounds come the same way: the first of n is at least 1/n, each at least any later stated share.
import type { ParsedIngredient } from '../parse/parsed-types';
import { TAIL_PERCENT } from '../rules/amount-rules';

export interface Amount {
  /** True upper bound of the ingredient's share of the product, in %. */
  max: number;
  /** Lower bound of its share, in % (0 when nothing is known). */
  min: number;
  /** The upper bound rests on a stated percentage (its own, an earlier one's or its compound's). */
  stated: boolean;
  /** First at the top level of the list, water aside ("Wasser, Apfelsaftkonzentrat"). */
  main: boolean;
  /** Named inside a flavouring ("Aromen (mit Milch)"): a tiny amount of unknown size. */
  inFlavouring: boolean;
}

export type AmountOf = (node: ParsedIngredient) => Amount;

const WATER = 'en:water';

const NONE: readonly (number | undefined)[] = [];

/** Stated shares at one level, or undefined where a value cannot be a share. */
function statedShares(nodes: readonly ParsedIngredient[]): readonly (number | undefined)[] {
  if (!nodes.some((n) => n.percent !== undefined)) return NONE;
  const shares = nodes.map((n) =>
    n.percent !== undefined && n.percent > 0 && n.percent <= 100 ? n.percent : undefined,
  );
  const first = shares[0];
  if (first !== undefined && first < 100 / nodes.length) shares[0] = undefined;
  let least = Infinity;
  for (const s of shares) {
    if (s === undefined) continue;
    // Rising down the list above the 2 % tail: these are not shares of the product.
    if (s > least && s > TAIL_PERCENT) return NONE;
    least = Math.min(least, s);
  }
  return shares;
}

/** Each ingredient weighs at least as much as any later one above the 2 % tail. */
function laterShares(shares: readonly (number | undefined)[]): readonly number[] {
  const later: number[] = [];
  for (let i = shares.length - 1, most = 0; i >= 0; i--) {
    later[i] = most;
    const s = shares[i];
    if (s !== undefined && s > TAIL_PERCENT) most = Math.max(most, s);
  }
  return later;
}

function measureLevel(
  nodes: readonly ParsedIngredient[],
  parent: Amount,
  top: boolean,
  isFlavouring: (ids: readonly string[]) => boolean,
  out: Map<ParsedIngredient, Amount>,
): void {
  const shares = statedShares(nodes);
  const later = shares === NONE ? undefined : laterShares(shares);
  let earlier = Infinity;
  let mainTaken = !top;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as ParsedIngredient;
    const own = shares[i];
    const order = (parent.max * Math.max(TAIL_PERCENT, 100 / (i + 1))) / 100;
    const chain = Math.max(earlier, (parent.max * TAIL_PERCENT) / 100);
    const max = Math.min(parent.max, own ?? Infinity, order, chain);
    const ownMin = (parent.min * Math.max(own ?? 0, later?.[i] ?? 0)) / 100;
    const min = i === 0 ? Math.max(ownMin, parent.min / nodes.length) : ownMin;
    const stated = own !== undefined || chain <= order || parent.stated;
    const main = !mainTaken && !node.ids.includes(WATER);
    if (main) mainTaken = true;
    const amount: Amount = { max, min, stated, main, inFlavouring: parent.inFlavouring };
    out.set(node, amount);
    if (own !== undefined) earlier = Math.min(earlier, own);
    if (node.children.length > 0) {
      const inner = isFlavouring(node.ids) ? { ...amount, inFlavouring: true } : amount;
      measureLevel(node.children, inner, false, isFlavouring, out);
    }
  }
}

/** Bounds for every node of a parsed list; computed only when a rule needs an amount. */
const WHOLE: Amount = { max: 100, min: 100, stated: false, main: false, inFlavouring: false };

export function measureAmounts(
  nodes: readonly ParsedIngredient[],
  isFlavouring: (ids: readonly string[]) => boolean,
): AmountOf {
  let memo: Map<ParsedIngredient, Amount> | undefined;
  return (node) => {
    if (!memo) {
      memo = new Map();
      measureLevel(nodes, WHOLE, true, isFlavouring, memo);
    }
    return memo.get(node) ?? { ...WHOLE, min: 0 };
  };
}
