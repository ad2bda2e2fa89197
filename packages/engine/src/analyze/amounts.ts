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
import type { Scratch } from '../scratch';

/**
 * What judging knows of each node's amount, by its place in the walk over the list (RuleHit.at):
 * - max: true upper bound of its share of the product, in % (the parser's maxPercent);
 * - min: lower bound of its share, in % (0 when nothing is known);
 * - stated: the upper bound rests on a stated percentage (the parser's boundStated);
 * - main: first at the top level of the list, water aside ("Wasser, Apfelsaftkonzentrat");
 * - inFlavouring: a flavouring or named inside one ("Aromen (mit Milch)", "arôme de crème"): a
 *   tiny amount;
 * - inPowder: named inside a powder ("crème en poudre 2% (lait)"): the dried form of what it names;
 * - isFreeFrom: cleared by a qualifier on it or on its compound ("yogourt sans lactose (lait, …)").
 * Kept as numbers in one flat buffer rather than one object per node (and a second per compound):
 * judging measures most products, and those objects were a twelfth of all bytes allocated.
 */
export interface AmountOf {
  max(at: number): number;
  min(at: number): number;
  stated(at: number): boolean;
  main(at: number): boolean;
  inFlavouring(at: number): boolean;
  inPowder(at: number): boolean;
  isFreeFrom(at: number, topic: ClaimTopic): boolean;
}

const WATER = 'en:water';

/**
 * Fills Scratch.shares[base, base + nodes.length): the lower bound each node's list place gives,
 * by place in one level: the larger of its stated share and of any later stated share above the
 * 2 % tail (0: none). A stack of levels in one typed array (a level's run starts where its
 * parent's ends), reused by every product: the arrays of shares made per level came in three
 * element kinds (integers, doubles, holes), so each read changed its type and measureLevel was
 * deoptimized again and again. A share is a stated percentage in (0, 100]; the first only if it is
 * at least its 1/n part. Shares rising down the list above the 2 % tail are not shares of the
 * product: then none counts.
 */
function fillShares(nodes: readonly ParsedIngredient[], base: number, scratch: Scratch): void {
  const n = nodes.length;
  if (scratch.shares.length < base + n) {
    const grown = new Float64Array(2 * (base + n));
    grown.set(scratch.shares);
    scratch.shares = grown;
  }
  const out = scratch.shares;
  let any = false;
  for (let i = 0; i < n; i++) {
    const p = (nodes[i] as ParsedIngredient).percent;
    if (p !== undefined) any = true;
    out[base + i] = p !== undefined && p > 0 && p <= 100 ? p : 0;
  }
  if (!any) return;
  const first = out[base] as number;
  if (first > 0 && first < 100 / n) out[base] = 0;
  let least = Infinity;
  for (let i = base; i < base + n; i++) {
    const s = out[i] as number;
    if (s === 0) continue;
    if (s > least && s > TAIL_PERCENT) {
      out.fill(0, base, base + n);
      return;
    }
    least = Math.min(least, s);
  }
  // Each ingredient weighs at least as much as any later one above the 2 % tail.
  for (let i = base + n - 1, most = 0; i >= base; i--) {
    const s = out[i] as number;
    out[i] = Math.max(s, most);
    if (s > TAIL_PERCENT) most = Math.max(most, s);
  }
}

/** Per node in `values`: max, min and the flag bits below. */
const STRIDE = 3;
const STATED = 1;
const MAIN = 2;
const IN_FLAVOURING = 4;
const IN_POWDER = 8;
const NO_TOPICS: readonly ClaimTopic[] = [];

/**
 * The values of the list measured last are in Scratch.values: the buffer grows to the longest list
 * and is then made no more. Only the Amounts made last with a scratch may read it: its `infos` are
 * the walk's reused array (collect-hits.ts), which the next product's walk overwrites, so an older
 * one could not even measure again. analyzeProduct makes one per product and lets none escape; an
 * older one asked throws rather than answer for another product's list.
 */
/** Bounds for every node of a parsed list; measured only when a rule first asks for an amount. */
class Amounts implements AmountOf {
  private readonly nodes: readonly ParsedIngredient[];
  /** Every node's IdsInfo in preorder (collect-hits.ts walks the same tree in the same order). */
  private readonly infos: readonly IdsInfo[];
  /** The qualifiers per node, only once a node has any (most lists have none). */
  private freeFroms: (readonly ClaimTopic[])[] | undefined;
  private measured = false;
  /** Nodes measured so far (while measuring, the next node's place). */
  private next = 0;

  private readonly scratch: Scratch;

  /** `count`: the number of nodes at all levels (the first `count` of `infos` are theirs). */
  constructor(
    nodes: readonly ParsedIngredient[],
    infos: readonly IdsInfo[],
    count: number,
    scratch: Scratch,
  ) {
    this.nodes = nodes;
    this.infos = infos;
    this.scratch = scratch;
    if (scratch.values.length < count * STRIDE)
      scratch.values = new Float64Array(count * STRIDE * 2);
    scratch.amountsOf = this;
  }

  /** The value at this place of a node's run (a place outside the list: nothing is known). */
  private value(at: number, field: number): number {
    if (this !== this.scratch.amountsOf)
      throw new Error('amounts asked after the next list was walked');
    if (!this.measured) {
      this.measured = true;
      this.measureLevel(this.nodes, 100, 0, NO_TOPICS, true, 0);
    }
    return at < this.next
      ? (this.scratch.values[at * STRIDE + field] as number)
      : field === 0
        ? 100
        : 0;
  }

  max(at: number): number {
    return this.value(at, 0);
  }
  min(at: number): number {
    return this.value(at, 1);
  }
  stated(at: number): boolean {
    return (this.value(at, 2) & STATED) !== 0;
  }
  main(at: number): boolean {
    return (this.value(at, 2) & MAIN) !== 0;
  }
  inFlavouring(at: number): boolean {
    return (this.value(at, 2) & IN_FLAVOURING) !== 0;
  }
  inPowder(at: number): boolean {
    return (this.value(at, 2) & IN_POWDER) !== 0;
  }
  isFreeFrom(at: number, topic: ClaimTopic): boolean {
    this.value(at, 0);
    return this.freeFroms?.[at]?.includes(topic) ?? false;
  }

  /** `parentMin` and `inherited` (IN_FLAVOURING, IN_POWDER): what the compound passes on. */
  private measureLevel(
    nodes: readonly ParsedIngredient[],
    parentMin: number,
    inherited: number,
    parentFreeFrom: readonly ClaimTopic[],
    top: boolean,
    base: number,
  ): void {
    const values = this.scratch.values;
    fillShares(nodes, base, this.scratch);
    let mainTaken = !top;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as ParsedIngredient;
      const at = this.next++;
      const info = this.infos[at] as IdsInfo;
      // `shares` is read again after each compound: measuring its parts may have grown it.
      const own = Math.max(this.scratch.shares[base + i] as number, node.minPercent ?? 0);
      const ownMin = (parentMin * own) / 100;
      const min = i === 0 ? Math.max(ownMin, parentMin / nodes.length) : ownMin;
      const main = !mainTaken && !node.ids.includes(WATER);
      if (main) mainTaken = true;
      let bits = inherited & IN_POWDER;
      // "arôme de crème", "arômes fromage frais": a flavouring named after milk is a flavouring
      // ("strawberry flavor ice cream" is ice cream: the first word named says what it is).
      if (inherited & IN_FLAVOURING || info.firstFlavouring) bits |= IN_FLAVOURING;
      if (node.boundStated) bits |= STATED;
      if (main) bits |= MAIN;
      values[at * STRIDE] = node.maxPercent;
      values[at * STRIDE + 1] = min;
      values[at * STRIDE + 2] = bits;
      const qualifiers = node.freeFrom;
      // Only the compound's list when the node adds nothing: then no length is read of arrays
      // of several kinds (the shared empty one, qualifier lists, spreads).
      const freeFrom =
        qualifiers && qualifiers.length > 0 ? [...parentFreeFrom, ...qualifiers] : parentFreeFrom;
      if (freeFrom !== NO_TOPICS) (this.freeFroms ??= [])[at] = freeFrom;
      const children = node.children;
      if (children.length > 0) {
        let inner = bits & (IN_FLAVOURING | IN_POWDER);
        if (info.anyFlavouring) inner |= IN_FLAVOURING;
        if (DRIED_TEXT.test(node.text)) inner |= IN_POWDER;
        this.measureLevel(children, min, inner, freeFrom, false, base + nodes.length);
      }
    }
  }
}

/** `infos`: every node's IdsInfo in preorder, as collectAllHits gives them, `count` of them. */
export function measureAmounts(
  nodes: readonly ParsedIngredient[],
  infos: readonly IdsInfo[],
  count: number,
  scratch: Scratch,
): AmountOf {
  return new Amounts(nodes, infos, count, scratch);
}
