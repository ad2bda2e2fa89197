// What custom words need from the taxonomies, built once per engine: what each ingredient is made
// from, and the allergen classes. The judge (verdict/judge-custom.ts) and the tokens of a product
// (analyze-product.ts) read a node's ids through `idsOf`, so that search and product page agree.
import type { Knowledge, TaxonomyEntry } from '../knowledge';
import type { Matcher } from '../match/matcher-types';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';
import { isGenericName, readMadeFrom, type MadeFrom } from '../taxonomy/made-from';
import { STOP_WORDS } from '../match/stop-words';
import { READ_LANGS } from '../types';
import { readAllergenClasses, type AllergenClass } from '../verdict/allergen-classes';

export interface CustomLookups {
  /** id → the foods it is made from (coconut oil → coconut, E162 → beetroot). */
  madeFrom: MadeFrom['links'];
  /** Ids a node stands for: its ids, their ancestors, what they are made from and theirs. */
  idsOf(ids: readonly string[]): readonly string[];
  classes: readonly AllergenClass[];
  /** Direct parents of an id (the taxonomy and the lexicon merged). */
  parentsOf(id: string): readonly string[];
  /**
   * Classes whose members are mostly made from a named food: gelatine (pork, beef, fish), lecithin
   * (soya, sunflower), vegetable oils. Written alone, such a class may be made from any of them.
   */
  formClasses: ReadonlySet<string>;
  /** Whether an id's name is only its form and how it was made ("natural flavouring"). */
  isGeneric(id: string): boolean;
}

export function buildCustomLookups(
  knowledge: Knowledge,
  entries: readonly TaxonomyEntry[],
  index: TaxonomyIndex,
  matcher: Matcher,
  gated: boolean,
): CustomLookups {
  const { links: madeFrom, named } = readMadeFrom(entries, matcher.matchName, index.ancestors);
  const memo = new Map<readonly string[], readonly string[]>();
  const closure = (ids: readonly string[]): readonly string[] => {
    const out = new Set<string>();
    const queue = [...ids];
    for (let i = 0; i < queue.length; i++)
      for (const a of index.ancestors(queue[i] as string)) {
        if (out.has(a)) continue;
        out.add(a);
        for (const s of madeFrom.get(a) ?? []) queue.push(s);
      }
    return [...out];
  };
  const declared = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  const children = new Map<string, Set<string>>();
  for (const e of entries) {
    for (const a of e.allergens ?? []) declared.set(a, [...(declared.get(a) ?? []), e.id]);
    for (const p of e.parents) {
      parents.set(e.id, [...(parents.get(e.id) ?? []), p]);
      children.set(p, (children.get(p) ?? new Set()).add(e.id));
    }
  }
  // Not a class that is itself made from a food: "lemon juice" hides nothing but lemon.
  const formClasses = new Set<string>();
  for (const [p, kids] of children) {
    const made = [...kids].filter((k) => named.has(k)).length;
    if (made >= 2 && made * 2 >= kids.size && !named.has(p)) formClasses.add(p);
  }
  // Judged by the name the taxonomy gives first: English if it has one ("thé" is "the" to English).
  const generic = new Set<string>();
  for (const e of entries) {
    const lang = READ_LANGS.find((l) => e.names[l]?.[0] !== undefined);
    const first = lang && e.names[lang]?.[0];
    if (lang && first && isGenericName(first, lang, STOP_WORDS)) generic.add(e.id);
  }
  const classes = readAllergenClasses(
    knowledge,
    index,
    (name) => {
      const ids = new Set<string>();
      for (const byName of Object.values(index.byName)) {
        const id = byName.get(name);
        if (id) ids.add(id);
      }
      return [...ids];
    },
    (allergen) => declared.get(allergen) ?? [],
  );
  return {
    madeFrom,
    classes,
    formClasses,
    isGeneric: (id) => generic.has(id),
    parentsOf: (id) => parents.get(id) ?? [],
    idsOf(ids) {
      if (!gated) return closure(ids);
      let found = memo.get(ids);
      if (!found) {
        if (memo.size > 300_000) memo.clear();
        memo.set(ids, (found = closure(ids)));
      }
      return found;
    },
  };
}
