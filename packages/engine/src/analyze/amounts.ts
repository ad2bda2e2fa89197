// How much of the product an ingredient is, for the rules that grade by amount. The parser gives a
// true upper bound (maxPercent, boundStated: EU 1169/2011 Art. 18 and Annex VII Part A, both readings
// of a bracketed percentage). This adds what judging needs besides: a lower bound (the first of n is
// at least 1/n of its compound, each at least any later stated share above the 2 % tail, a stated
// "minimum"), whether it is the main ingredient, whether it sits in a flavouring or a powder, and
// the free-from qualifiers it inherits from its compound.
import type { ParsedIngredient } from '../parse/parsed-types';
import { TAIL_PERCENT } from '../rules/amount-rules';
import { DRIED_TEXT } from '../rules/lactose';
import type { ClaimTopic } from '../claims/claim-types';
import type { IdsInfo } from './ids-info';

export interface Amount {
  /** True upper bound of the ingredient's share of the product, in % (the parser's maxPercent). */
  max: number;
  /** Lower bound of its share, in % (0 when nothing is known). */
  min: number;
  /** The upper bound rests on a stated percentage (the parser's boundStated). */
  stated: boolean;
  /** First at the top level of the list, water aside ("Wasser, Apfelsaftkonzentrat"). */
  main: boolean;
  /** A flavouring or named inside one ("Aromen (mit Milch)", "arôme de crème"): a tiny amount. */
  inFlavouring: boolean;
  /** Named inside a powder ("crème en poudre 2% (lait)"): the dried form of what it names. */
  inPowder: boolean;
  /** Cleared by a qualifier on it or on its compound ("yogourt sans lactose (lait, …)"). */
  freeFrom: readonly ClaimTopic[];
}

/** The amount of the node at this place of the walk over the list (RuleHit.at). */
export type AmountOf = (at: number) => Amount;

const WATER = 'en:water';

const NONE: readonly (number | undefined)[] = [];

/** Stated shares at one level, or undefined where a value cannot be a share. */
function statedShares(nodes: readonly ParsedIngredient[]): readonly (number | undefined)[] {
  let any = false;
  for (let i = 0; i < nodes.length && !any; i++)
    any = (nodes[i] as ParsedIngredient).percent !== undefined;
  if (!any) return NONE;
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

/**
 * The nodes' IdsInfo in preorder (collect-hits.ts walks the same tree in the same order), read
 * with a cursor instead of being looked up again per node.
 */
interface Infos {
  list: readonly IdsInfo[];
  next: number;
}

function measureLevel(
  nodes: readonly ParsedIngredient[],
  parent: Amount,
  top: boolean,
  infos: Infos,
  out: Amount[],
): void {
  const shares = statedShares(nodes);
  const later = shares === NONE ? undefined : laterShares(shares);
  let mainTaken = !top;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as ParsedIngredient;
    const at = infos.next++;
    const info = infos.list[at] as IdsInfo;
    const own = Math.max(shares[i] ?? 0, node.minPercent ?? 0, later?.[i] ?? 0);
    const ownMin = (parent.min * own) / 100;
    const min = i === 0 ? Math.max(ownMin, parent.min / nodes.length) : ownMin;
    const main = !mainTaken && !node.ids.includes(WATER);
    if (main) mainTaken = true;
    const amount: Amount = {
      max: node.maxPercent,
      min,
      stated: node.boundStated,
      main,
      // "arôme de crème", "arômes fromage frais": a flavouring named after milk is a flavouring
      // ("strawberry flavor ice cream" is ice cream: the first word named says what it is).
      inFlavouring: parent.inFlavouring || info.firstFlavouring,
      inPowder: parent.inPowder,
      freeFrom: node.freeFrom ? [...parent.freeFrom, ...node.freeFrom] : parent.freeFrom,
    };
    out[at] = amount;
    if (node.children.length > 0) {
      // Spelled out rather than spread: one object shape for all amounts.
      const inner: Amount = {
        max: amount.max,
        min: amount.min,
        stated: amount.stated,
        main: amount.main,
        inFlavouring: amount.inFlavouring || info.anyFlavouring,
        inPowder: amount.inPowder || DRIED_TEXT.test(node.text),
        freeFrom: amount.freeFrom,
      };
      measureLevel(node.children, inner, false, infos, out);
    }
  }
}

/** Bounds for every node of a parsed list; computed only when a rule needs an amount. */
const WHOLE: Amount = {
  max: 100,
  min: 100,
  stated: false,
  main: false,
  inFlavouring: false,
  inPowder: false,
  freeFrom: [],
};

/** `infos`: every node's IdsInfo in preorder, as collectAllHits gives them. */
export function measureAmounts(
  nodes: readonly ParsedIngredient[],
  infos: readonly IdsInfo[],
): AmountOf {
  // Indexed by the place of the walk: the hits carry it, so no map from node to amount is built.
  let memo: Amount[] | undefined;
  return (at) => {
    if (!memo) {
      memo = [];
      measureLevel(nodes, WHOLE, true, { list: infos, next: 0 }, memo);
    }
    return memo[at] ?? { ...WHOLE, min: 0 };
  };
}
