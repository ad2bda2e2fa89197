// Finds the rule for an id: the id itself, then its taxonomy ancestors nearest first, then words of
// the id (a safety net for ids the tables do not name). Memoised per table.
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';

export type RuleLookup<R> = (id: string) => R | undefined;

export function createRuleLookup<R>(
  table: Readonly<Record<string, R>>,
  index: TaxonomyIndex,
  idWords?: { words: readonly string[]; rule: R },
): RuleLookup<R> {
  const memo = new Map<string, R | null>();
  const words = new Set(idWords?.words ?? []);
  return (id) => {
    const hit = memo.get(id);
    if (hit !== undefined) return hit ?? undefined;
    let found: R | undefined;
    for (const a of index.ancestors(id)) {
      found = table[a];
      if (found !== undefined) break;
    }
    if (
      found === undefined &&
      idWords &&
      id
        .slice(3)
        .split('-')
        .some((w) => words.has(w))
    )
      found = idWords.rule;
    memo.set(id, found ?? null);
    return found;
  };
}
