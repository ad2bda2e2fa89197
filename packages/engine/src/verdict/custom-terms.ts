// Resolves a user's own words ("Sellerie", "noisettes", "frutta a guscio") to the item (red) and the
// broader classes that may contain it (yellow), following the taxonomy's direction only
// (rules/custom-classes.ts). A word is looked up as a whole name in de/en/fr, then Italian; no
// substring guessing: "noix" is walnut, and noix de coco (coconut) has its own entry.
import type { EngineContext } from '../analyze/context';
import { LACTOSE_RULES } from '../rules/lactose';
import { GLUTEN_RULES } from '../rules/gluten';
import { HIDING_CLASSES } from '../rules/custom-classes';
import { normalizeName } from '../text/normalize';

/** Look-alikes that share a word but not the substance (Kokosmilch is not Milch). */
const FALSE_FRIENDS = new Set(
  [...Object.entries(LACTOSE_RULES), ...Object.entries(GLUTEN_RULES)]
    .filter(([, r]) => r.explain && r.level === 'free')
    .map(([id]) => id),
);

export interface ResolvedTerm {
  /** The item: canonical ids with their descendants (and its allergen class when the word is one). */
  item: readonly string[];
  /** Broader classes that may contain the item, as written on a pack. */
  broader: readonly string[];
}

export interface CustomResolver {
  resolveTerm(term: string): ResolvedTerm;
}

export function createCustomResolver(ctx: EngineContext): CustomResolver {
  const memo = new Map<string, ResolvedTerm>();
  const { index } = ctx;
  // Ingredients the taxonomy declares under an allergen ("celeriac" → allergens: en:celery).
  let byAllergen: Map<string, string[]> | undefined;
  const declaredUnder = (allergen: string): readonly string[] => {
    if (!byAllergen) {
      byAllergen = new Map();
      const ids = new Set<string>();
      for (const names of Object.values(index.byName)) for (const id of names.values()) ids.add(id);
      for (const id of ids)
        for (const a of index.allergensOf(id) ?? [])
          byAllergen.set(a, [...(byAllergen.get(a) ?? []), id]);
    }
    return byAllergen.get(allergen) ?? [];
  };
  const matchAny = (term: string): string[] => {
    const ids = ctx.matcher.matchName(term, 'de').ids;
    return ids.length > 0 ? ids : ctx.matcher.matchName(term, 'it').ids;
  };
  /** The ingredient an allergen class stands for (en:nuts → en:nut), by its English name. */
  const ingredientOf = (allergen: string) => {
    const name = ctx.allergenNames.get(allergen);
    return name ? ctx.matcher.matchName(name, 'en').ids[0] : undefined;
  };

  return {
    resolveTerm(term) {
      const key = normalizeName(term);
      const hit = memo.get(key);
      if (hit) return hit;
      const item = new Set<string>();
      const broader = new Set<string>();
      const addItem = (id: string) => {
        for (const d of index.descendants(id)) if (!FALSE_FRIENDS.has(d)) item.add(d);
      };
      const direct = key ? matchAny(term) : [];
      for (const id of direct) addItem(id);
      const allergen = key ? ctx.allergenByName.get(key) : undefined;
      if (allergen) {
        const base = ingredientOf(allergen);
        // "Sellerie", "frutta a guscio": the word is the allergen class itself.
        if (direct.length === 0 || (base !== undefined && item.has(base))) {
          item.add(allergen);
          if (base) addItem(base);
          for (const id of declaredUnder(allergen)) addItem(id);
        } else broader.add(allergen);
      }
      for (const id of direct)
        for (const a of index.ancestors(id)) if (!item.has(a)) broader.add(a);
      for (const [cls, hides] of Object.entries(HIDING_CLASSES))
        if (
          !item.has(cls) &&
          direct.some((id) => index.ancestors(id).some((a) => hides.includes(a)))
        )
          broader.add(cls);
      const result: ResolvedTerm = { item: [...item].sort(), broader: [...broader].sort() };
      memo.set(key, result);
      return result;
    },
  };
}
