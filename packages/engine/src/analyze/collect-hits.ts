// Walks the ingredient tree and finds, per node, the rule that applies. A parent whose parts are
// listed is explained by them (Milchschokolade (…, Vollmilchpulver) → the trigger is
// Vollmilchpulver); an exempt parent (Glukosesirup (Weizen)) exempts everything inside it.
import type { ParsedIngredient } from '../parse/parsed-types';
import type { IngredientRule } from '../rules/rule-types';
import { DRIED_TEXT, FAT_WORD, isSourceNote } from '../rules/lactose';
import { MADE_FROM } from '../rules/cheese';
import type { DairyKind } from '../rules/rule-types';
import type { RuleLookup } from './rule-lookup';
import { isWorse, ruleHit, type RuleHit } from './finding';
import type { InfoOf, IdsInfo } from './ids-info';
import type { Scratch } from '../scratch';

/**
 * The rule of a node with several ids: the worst level, except that an exempt derivative named
 * with its source grain ("glucose syrup from wheat") stays exempt, and that an assumed meaning
 * ("Malz" is barley malt) yields to a source named beside it ("Reismalz" → rice), and that a cheese
 * or butter is judged as such whatever milk it names ("fromage à pâte dure au lait cru"). A merged name
 * such as "CHAPELURE LACTOSE DEXTROSE" (missing commas) is not exempt: breadcrumbs is not a grain.
 */
export function ruleOfIds(
  ids: readonly string[],
  lookup: RuleLookup<IngredientRule>,
  isSourceGrain: (id: string) => boolean,
  isA: (id: string, classes: readonly string[]) => boolean = () => false,
): IngredientRule | undefined {
  let named: IngredientRule | undefined;
  let assumed: IngredientRule | undefined;
  let exempt: IngredientRule | undefined;
  let kind: IngredientRule | undefined;
  let onlySources = true;
  let othersNamed = false;
  for (const id of ids) {
    const rule = lookup(id);
    if (!rule) {
      othersNamed = true;
      continue;
    }
    if (rule.exempts) {
      exempt = rule;
      continue;
    }
    if (rule.level !== 'free' && !isSourceGrain(id)) onlySources = false;
    if (rule.kind && (!kind || isWorse(rule.level, kind.level))) kind = rule;
    if (rule.assumed) {
      if (!assumed || isWorse(rule.level, assumed.level)) assumed = rule;
    } else if (!named || isWorse(rule.level, named.level)) named = rule;
  }
  if (exempt && onlySources) return exempt;
  // "fromage à pâte dure au lait cru", "beurre à base de crème": the milk is what it is made of.
  const madeOf = kind && MADE_FROM[kind.kind as DairyKind];
  const isRawOf = (id: string) => {
    const r = lookup(id);
    return (
      !r ||
      r.kind !== undefined ||
      r.assumed === true ||
      r.level === 'free' ||
      isA(id, madeOf as readonly string[])
    );
  };
  if (kind && ids.every(isRawOf)) return kind;
  // "farine complète de lin": a flour of something named is that thing, not wheat. (A pasta's
  // other words are usually what it is mixed with: "Spinatnudeln", "pâtes aux œufs".)
  if (!named && assumed?.exact && othersNamed) return undefined;
  const yieldsTo = assumed?.yieldsTo;
  if (!named && yieldsTo && ids.some((id) => isA(id, yieldsTo))) return undefined;
  return named ?? assumed;
}

/** What one walk over a product's list finds. */
export interface ListHits {
  /** Hits per scope (index as SCOPES). */
  hits: RuleHit[][];
  /**
   * Every node's IdsInfo in preorder (a node, then its parts), the order amounts.ts walks in: the
   * first `nodes` places. The scratch's array, so it holds this walk's infos only until the next
   * walk with that scratch (judging reads them within one product).
   */
  infos: readonly IdsInfo[];
  nodes: number;
  /** Parts-less nodes that may hide onion and garlic, in list order (undefined: none). */
  hidden: ParsedIngredient[] | undefined;
}

/**
 * `unused`: scopes (bits as SCOPES) whose hits nothing reads at all, left out. Every other hit is
 * made, also a plain 'free' rule's: which hits a decision reads is the decision's own business
 * (leaving 'free' hits out gained 3 % cold, within the noise: decision 111).
 */
export interface Unread {
  unused: number;
  /** False (ungated engine): every scope of every node is visited, not only its ruled ones. */
  gated: boolean;
}

/**
 * The walk's output and what it may leave out. `lengths` up to `top`: a stack of the hit lists'
 * lengths before each parent's parts were walked (one run of `scopes` numbers per open parent).
 */
interface Walk extends ListHits, Unread {
  infos: IdsInfo[];
  lengths: number[];
  top: number;
}

/**
 * The walk's infos and lengths are arrays of the call's scratch (Scratch.infos, Scratch.lengths),
 * reused instead of made per walk (written by index, never shortened, so they keep their storage):
 * a product's walk made a dozen arrays that grew item by item, a tenth of the bytes judging
 * allocates. A scope without hits shares NO_HITS (only read) until its first hit.
 */
const NO_HITS: RuleHit[] = [];

/**
 * One walk for all scopes (the hot path: every product, seven scopes). `mask` holds the scopes an
 * exempt ancestor has silenced. Parents go before their parts, as on the pack.
 */
function walkAll(
  nodes: readonly ParsedIngredient[],
  infoOf: InfoOf,
  found: Walk,
  mask: number,
): void {
  const out = found.hits;
  const lengths = found.lengths;
  for (const node of nodes) {
    // Read once: nodes come in many shapes, so each read of a field is a slow generic look-up.
    const children = node.children;
    const info = infoOf(node.ids);
    const at = found.nodes++;
    found.infos[at] = info;
    if (info.hidesOnionGarlic && children.length === 0) (found.hidden ??= []).push(node);
    const rules = info.rules;
    // An exempt derivative exempts what it is made of; a ripened cheese or butter is judged as a
    // whole, its parts being its recipe ("Emmentaler AOP (lait cru, sel)"). A fresh cheese's or a
    // cheese powder's parts still count: "fromage frais (lait écrémé, petit-lait en poudre …)".
    let childMask = mask | info.exempts;
    if (info.wholeKinds !== 0 && !DRIED_TEXT.test(node.text)) childMask |= info.wholeKinds;
    // Where this node's run of lengths starts in `lengths` (-1: it has no parts).
    let before = -1;
    // The parts that only name where the ingredient comes from ("crème (lait)"), read once here
    // rather than per scope and hit: most parents have none, and then no hit needs a second look.
    let notes: ParsedIngredient[] | undefined;
    if (children.length > 0) {
      before = found.top;
      for (let s = 0; s < out.length; s++) lengths[before + s] = (out[s] as RuleHit[]).length;
      found.top = before + out.length;
      for (const c of children) if (isSourceNote(c.text, found.gated)) (notes ??= []).push(c);
      walkAll(children, infoOf, found, childMask);
    }
    // Without parts that are source notes, only the scopes with an unsilenced rule of their own
    // do anything below.
    let active =
      (notes === undefined && found.gated ? info.ruled & ~mask : (1 << rules.length) - 1) &
      ~found.unused;
    // Scope by scope in SCOPES order, visiting only the set bits (most nodes have one or two).
    while (active !== 0) {
      const s = 31 - Math.clz32(active & -active);
      active &= active - 1;
      const own = rules[s];
      if (before >= 0 && notes) {
        // "dérivé du lactosérum (de LAIT)", "crème (lait)": a part that only names where its
        // ingredient comes from says less than the ingredient's own rule; under a word we do not
        // know it stands for a product of unknown form (scope-findings.ts).
        const hits = out[s] as RuleHit[];
        for (let i = hits.length - 1; i >= (lengths[before + s] as number); i--) {
          const h = hits[i] as RuleHit;
          if (!notes.includes(h.node)) continue;
          // A glued item ("… beurre de cacao poudre de LAT écrémé pât poudre (de LAIT)") whose rule
          // speaks for one of its words only: the milk belongs to a word we cannot tell. A guess
          // ("fromage 13% (mozzarella, lait, sel)") says no more than the milk it lists.
          const glued = own?.level === 'free' && node.ids.length > 1;
          if (own && !own.assumed && !glued && !(mask & (1 << s))) hits[i] = ruleHit(node, own, at);
          else if (
            // Only as the sole part: "arimes (ceut, lait, ble, celeri)" lists the allergens of a
            // word we cannot read, and its milk is milk.
            children.length === 1 &&
            (node.ids.length === 0 || glued) &&
            !FAT_WORD.test(node.text)
          )
            hits[i] = ruleHit(h.node, h.rule, h.at, true);
        }
      }
      if (!own || mask & (1 << s)) continue;
      // "Mehl (Reis)", "Getreide (Hafer, Gerste)": the parts name what the word only assumed.
      if (own.assumed && children.length > 0) continue;
      const hits = out[s] as RuleHit[];
      const from = before >= 0 ? (lengths[before + s] as number) : hits.length;
      let explained = false;
      let guesses = 0;
      if (!own.exempts)
        for (let i = from; i < hits.length; i++) {
          const r = (hits[i] as RuleHit).rule;
          if (r.assumed) guesses++;
          else explained ||= r.level !== 'free';
        }
      // A fruit stays itself whatever its parts say ("jus de pomme (30%) (… 10% jus de poire)").
      if (explained && own.level !== 'free' && !own.byShare) continue;
      // "ricotta (fromage)": the parent names what its part only guessed; the guess goes.
      if (guesses > 0 && !explained && own.level !== 'free' && !own.assumed)
        for (let i = hits.length - 1; i >= from; i--)
          if ((hits[i] as RuleHit).rule.assumed) hits.splice(i, 1);
      if (hits === NO_HITS) out[s] = [ruleHit(node, own, at)];
      else if (from === hits.length) hits.push(ruleHit(node, own, at));
      else hits.splice(from, 0, ruleHit(node, own, at));
    }
    if (before >= 0) found.top = before;
  }
}

export function collectAllHits(
  nodes: readonly ParsedIngredient[],
  infoOf: InfoOf,
  scopes: number,
  unread: Unread,
  scratch: Scratch,
): ListHits {
  const hits = new Array<RuleHit[]>(scopes);
  for (let s = 0; s < scopes; s++) hits[s] = NO_HITS;
  const found: Walk = {
    hits,
    infos: scratch.infos,
    nodes: 0,
    hidden: undefined,
    unused: unread.unused,
    gated: unread.gated,
    lengths: scratch.lengths,
    top: 0,
  };
  walkAll(nodes, infoOf, found, 0);
  return found;
}
