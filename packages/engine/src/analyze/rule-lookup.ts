// Finds the rule for an id: the id itself, then its taxonomy ancestors nearest first, then words of
// the id (a safety net for ids the tables do not name). A rule marked `exact` is not inherited;
// an `assumed` one yields to any other rule further up. Memoised per table.
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';

export type RuleLookup<R> = (id: string) => R | undefined;

export function createRuleLookup<R extends { exact?: boolean; assumed?: boolean }>(
  table: Readonly<Record<string, R>>,
  index: TaxonomyIndex,
  /** Words of an id and the rule they mean, tried in order (the first group with a word wins). */
  idWords?: readonly { words: readonly string[]; rule: R }[],
  /** False: no memo, each look-up worked out afresh (an ungated engine). */
  memoise = true,
): RuleLookup<R> {
  const memo = new Map<string, R | null>();
  const groups = (idWords ?? []).map((g) => ({ words: new Set(g.words), rule: g.rule }));
  return (id) => {
    const hit = memoise ? memo.get(id) : undefined;
    if (hit !== undefined) return hit ?? undefined;
    let found: R | undefined;
    let assumed: R | undefined;
    for (const a of index.ancestors(id)) {
      const rule = table[a];
      if (rule === undefined || (rule.exact && a !== id)) continue;
      // An inherited assumption ("pasta is wheat") only holds while no other ancestor names the
      // source (durum wheat semolina → wheat); the id's own rule always counts.
      if (rule.assumed && a !== id) assumed ??= rule;
      else {
        found = rule;
        break;
      }
    }
    found ??= assumed;
    if (found === undefined && groups.length > 0) {
      const words = id.slice(3).split('-');
      found = groups.find((g) => words.some((w) => g.words.has(w)))?.rule;
    }
    memo.set(id, found ?? null);
    return found;
  };
}
