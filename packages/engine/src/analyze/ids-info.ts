// What judging asks about a node's ids, worked out once per distinct id list (the matcher shares
// one ids array between equal names). The walk over a product then does one look-up per node
// instead of one per scope and question: those look-ups were a tenth of judging time (issue 12).
import type { IngredientRule } from '../rules/rule-types';

export interface IdsInfo {
  /** The rule per scope (index as SCOPES). */
  rules: readonly (IngredientRule | undefined)[];
  /** Bit s set: scope s has a rule. */
  ruled: number;
  /** Bit s set: the rule exempts what the ingredient is made of (Glukosesirup (Weizen)). */
  exempts: number;
  /** Bit s set: a ripened cheese or butter, judged as a whole unless it is written as a powder. */
  wholeKinds: number;
  /** The first id is a flavouring ("Aromen", "arôme naturel"). */
  firstFlavouring: boolean;
  /** One of the ids is a flavouring. */
  anyFlavouring: boolean;
  /** A spice mix or flavouring that may hide onion and garlic when its parts are not listed. */
  hidesOnionGarlic: boolean;
  /** One of the ids names a gluten cereal (by its id's words or its gluten rule). */
  namesGluten: boolean;
}

export type InfoOf = (ids: readonly string[]) => IdsInfo;

type WithInfo = readonly string[] & { [slot: symbol]: IdsInfo | undefined };

export function createInfoOf(
  rulesOf: (ids: readonly string[]) => (IngredientRule | undefined)[],
  isFlavouring: (id: string) => boolean,
  hidesOnionGarlic: (id: string) => boolean,
  namesGluten: (id: string) => boolean,
  /** False: no memo, each list's info worked out afresh (an ungated engine). */
  memoise = true,
): InfoOf {
  const build = (ids: readonly string[]): IdsInfo => {
    const rules = rulesOf(ids);
    let ruled = 0;
    let exempts = 0;
    let wholeKinds = 0;
    for (let s = 0; s < rules.length; s++) {
      const r = rules[s];
      if (!r) continue;
      ruled |= 1 << s;
      if (r.exempts) exempts |= 1 << s;
      if (r.kind && r.level !== 'contains') wholeKinds |= 1 << s;
    }
    return {
      rules,
      ruled,
      exempts,
      wholeKinds,
      firstFlavouring: ids[0] !== undefined && isFlavouring(ids[0]),
      anyFlavouring: ids.some(isFlavouring),
      hidesOnionGarlic: ids.some(hidesOnionGarlic),
      namesGluten: ids.some(namesGluten),
    };
  };
  // A name we do not know gets a fresh empty array from the parser: one shared answer.
  const none = build([]);
  // Kept on the id array itself, which the matcher shares between equal names: a Map keyed by
  // the arrays was 4.5 % of judging (a table of 8,000 arrays that stays out of the caches),
  // while the array is at hand. The slot is this engine's own symbol and not enumerable, so the
  // array reads, compares and serialises as before.
  const slot = Symbol('IdsInfo');
  return (ids) => {
    if (!memoise) return build(ids);
    if (ids.length === 0) return none;
    const known = (ids as WithInfo)[slot];
    if (known !== undefined) return known;
    const info = build(ids);
    Object.defineProperty(ids, slot, { value: info });
    return info;
  };
}
