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

/** Per node in `values`: max, min and the flag bits below. */
const STRIDE = 3;
const STATED = 1;
const MAIN = 2;
const IN_FLAVOURING = 4;
const IN_POWDER = 8;
const NO_TOPICS: readonly ClaimTopic[] = [];

/**
 * The values of the list measured last, for all lists: the buffer grows to the longest list and is
 * then made no more. Only the Amounts made last may read it: its `infos` are the walk's reused
 * array (collect-hits.ts), which the next product's walk overwrites, so an older one could not even
 * measure again. analyzeProduct makes one per product and lets none escape; an older one asked
 * throws rather than answer for another product's list.
 */
let buffer = new Float64Array(STRIDE * 64);
let latest: Amounts | undefined;

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

  /** `count`: the number of nodes at all levels (the first `count` of `infos` are theirs). */
  constructor(nodes: readonly ParsedIngredient[], infos: readonly IdsInfo[], count: number) {
    this.nodes = nodes;
    this.infos = infos;
    if (buffer.length < count * STRIDE) buffer = new Float64Array(count * STRIDE * 2);
  }

  /** The value at this place of a node's run (a place outside the list: nothing is known). */
  private value(at: number, field: number): number {
    if (this !== latest) throw new Error('amounts asked after the next list was walked');
    if (!this.measured) {
      this.measured = true;
      this.measureLevel(this.nodes, 100, 0, NO_TOPICS, true);
    }
    return at < this.next ? (buffer[at * STRIDE + field] as number) : field === 0 ? 100 : 0;
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
  ): void {
    const values = buffer;
    const shares = statedShares(nodes);
    const later = shares === NONE ? undefined : laterShares(shares);
    let mainTaken = !top;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as ParsedIngredient;
      const at = this.next++;
      const info = this.infos[at] as IdsInfo;
      const own = Math.max(shares[i] ?? 0, node.minPercent ?? 0, later?.[i] ?? 0);
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
      const freeFrom = node.freeFrom ? [...parentFreeFrom, ...node.freeFrom] : parentFreeFrom;
      if (freeFrom.length > 0) (this.freeFroms ??= [])[at] = freeFrom;
      if (node.children.length > 0) {
        let inner = bits & (IN_FLAVOURING | IN_POWDER);
        if (info.anyFlavouring) inner |= IN_FLAVOURING;
        if (DRIED_TEXT.test(node.text)) inner |= IN_POWDER;
        this.measureLevel(node.children, min, inner, freeFrom, false);
      }
    }
  }
}

/** `infos`: every node's IdsInfo in preorder, as collectAllHits gives them, `count` of them. */
export function measureAmounts(
  nodes: readonly ParsedIngredient[],
  infos: readonly IdsInfo[],
  count: number,
): AmountOf {
  latest = new Amounts(nodes, infos, count);
  return latest;
}
