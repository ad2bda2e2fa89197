// The generic foods (FSVO) a taxonomy id stands for: each generic food under the one id its names
// read as (most names agreeing), found for an id or its nearest ancestor. Built on first use.
import { READ_LANGS } from '../types';
import type { GenericFood } from '../knowledge';
import type { IdentityDeps } from './read-identity';

export function createGenericRefs({ matcher, index, foods }: IdentityDeps) {
  let refs: Map<string, GenericFood[]> | undefined;
  const refsOf = (id: string): GenericFood[] | undefined => {
    if (!refs) {
      refs = new Map();
      for (const food of foods) {
        const votes = new Map<string, number>();
        for (const lang of READ_LANGS)
          for (const name of food.names[lang] ?? []) {
            const m = matcher.matchName(name, lang);
            if (m.ids.length === 1 && m.unknownWords === 0)
              votes.set(m.ids[0] as string, (votes.get(m.ids[0] as string) ?? 0) + 1);
          }
        const best = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
        if (best !== undefined) refs.set(best, [...(refs.get(best) ?? []), food]);
      }
    }
    for (const a of index.ancestors(id)) {
      const found = refs.get(a);
      if (found) return found;
    }
    return undefined;
  };
  return refsOf;
}
