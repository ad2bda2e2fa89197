// Resolves a user's own words ("Sellerie", "noisettes") to canonical ids: taxonomy synonyms in any
// language, all descendants, and entries whose names contain the word (Knollensellerie, céleri-rave
// are not children of celery in the taxonomy, but are celery).
import type { EngineContext } from '../analyze/context';
import { LACTOSE_RULES } from '../rules/lactose';
import { GLUTEN_RULES } from '../rules/gluten';
import { normalizeName } from '../text/normalize';
import { LANGS } from '../types';

/** Look-alikes that share a word but not the substance (Kokosmilch is not Milch). */
const FALSE_FRIENDS = new Set(
  [...Object.entries(LACTOSE_RULES), ...Object.entries(GLUTEN_RULES)]
    .filter(([, r]) => r.explain && r.level === 'free')
    .map(([id]) => id),
);
const MIN_CONTAINED = 4;

function containsWord(name: string, word: string): boolean {
  if (name === word) return true;
  for (const part of name.split(' ')) {
    // Whole word, or a German compound part at either end (Knollensellerie, Selleriesalz).
    if (
      part === word ||
      (part.length > word.length && (part.endsWith(word) || part.startsWith(word)))
    )
      return true;
  }
  return false;
}

export interface CustomResolver {
  resolveTerm(term: string): string[];
}

export function createCustomResolver(ctx: EngineContext): CustomResolver {
  const memo = new Map<string, string[]>();
  const allNames: [string, string][] = [];
  for (const lang of LANGS)
    for (const [name, id] of ctx.index.byName[lang]) allNames.push([name, id]);
  const namesOf = (id: string) => allNames.filter(([, i]) => i === id).map(([n]) => n);

  return {
    resolveTerm(term) {
      const key = normalizeName(term);
      const hit = memo.get(key);
      if (hit) return hit;
      const ids = new Set<string>();
      if (key) {
        const direct = ctx.matcher.matchName(term, 'de').ids;
        const allergen = ctx.allergenByName.get(key);
        if (allergen) ids.add(allergen);
        for (const id of direct) {
          ids.add(id);
          for (const d of ctx.index.descendants(id)) ids.add(d);
          const words = [key, ...namesOf(id)].filter((w) => w.length >= MIN_CONTAINED);
          for (const [name, other] of allNames) {
            if (
              !ids.has(other) &&
              !FALSE_FRIENDS.has(other) &&
              words.some((w) => containsWord(name, w))
            ) {
              for (const d of ctx.index.descendants(other)) ids.add(d);
            }
          }
        }
      }
      const result = [...ids].filter((id) => !FALSE_FRIENDS.has(id)).sort();
      memo.set(key, result);
      return result;
    },
  };
}
