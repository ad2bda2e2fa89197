// Turns the FODMAP knowledge base (fodmap-lens, MIT) into per-id rules for ingredients the
// engine's own table does not name: 'red' → contains, 'yellow' → low. Names are matched through
// the same matcher as pack text, so only names that map to exactly one id are used.
import type { FodmapEntry } from '../knowledge';
import type { Matcher } from '../match/matcher';
import type { IngredientRule } from '../rules/rule-types';
import { FODMAP_GROUPS, LANGS, type FodmapGroup } from '../types';

export function fodmapLensTable(
  entries: readonly FodmapEntry[],
  matcher: Matcher,
): Record<string, Partial<Record<FodmapGroup, IngredientRule>>> {
  const table: Record<string, Partial<Record<FodmapGroup, IngredientRule>>> = {};
  for (const e of entries) {
    const rule: Partial<Record<FodmapGroup, IngredientRule>> = {};
    for (const g of FODMAP_GROUPS) {
      // Lactose is judged by the lactose rules (graded by source and amount), not by the lens.
      const r = g === 'lactose' ? undefined : e.ratings[g];
      if (r === 'red') rule[g] = { level: 'contains', code: `fodmap.${g}`, minorBelowPercent: 3 };
      else if (r === 'yellow') rule[g] = { level: 'low', code: `fodmap.${g}` };
    }
    for (const lang of LANGS) {
      for (const name of e.names[lang] ?? []) {
        const { ids } = matcher.matchName(name, lang);
        const id = ids[0];
        if (ids.length === 1 && id !== undefined && !(id in table)) table[id] = rule;
      }
    }
  }
  return table;
}
