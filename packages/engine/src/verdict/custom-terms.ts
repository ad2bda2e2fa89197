// Resolves a user's own words ("Sellerie", "noisettes", "Sulfite", "pomodoro") to the item (red)
// and the broader classes that may contain it (yellow), following the taxonomy's direction only
// (rules/custom-classes.ts). A word is a whole name in any of de/fr/it/en (or an inflected form of
// one); a word that names an allergen class ("Krebstiere", "Sulfite", "soja") is the whole class as
// the taxonomies hold it (allergen-classes.ts). No substring guessing: "noix" is walnut, and noix de
// coco (coconut) has its own entry. Lists are then matched by ids, never by the typed letters.
import type { EngineContext } from '../analyze/context';
import { LACTOSE_RULES } from '../rules/lactose';
import { GLUTEN_RULES } from '../rules/gluten';
import { HIDING_CLASSES } from '../rules/custom-classes';
import { normalizeName } from '../text/normalize';
import { READ_LANGS } from '../types';
import { stemOf, type AllergenClass } from './allergen-classes';
import { formClassesOf } from './form-classes';

/** Look-alikes that share a word but not the substance (Kokosmilch is not Milch). */
const FALSE_FRIENDS = new Set(
  [...Object.entries(LACTOSE_RULES), ...Object.entries(GLUTEN_RULES)]
    .filter(([, r]) => r.explain && r.level === 'free')
    .map(([id]) => id),
);

export interface ResolvedTerm {
  /** The item: canonical ids with their descendants (and its allergen class when the word is one). */
  item: readonly string[];
  /**
   * Items only as written, without their descendants: "Nüsse" names en:nut, whose children are
   * tree nuts and peanuts; a pack's "Nüsse" or "fruits à coque" is the item, a peanut is not.
   */
  written: readonly string[];
  /** Broader classes that may contain the item, as written on a pack. */
  broader: readonly string[];
  /** Of `broader`, what is made with the class and may keep some (E150d with sulphites). */
  madeWith: readonly string[];
}

export interface CustomResolver {
  resolveTerm(term: string): ResolvedTerm;
}

/**
 * Inflected forms a user may type for a name the taxonomy lists once: plurals (-s, -n, -en, -e,
 * German umlaut plurals fold to the singular: Hülsenfrüchte → Hülsenfrucht) and Italian plurals
 * (pomodori → pomodoro, nocciole → nocciola).
 */
function formsOf(key: string): string[] {
  const forms = [key];
  for (const end of ['s', 'n', 'en', 'e', 'es'])
    if (key.endsWith(end)) forms.push(key.slice(0, -end.length));
  const last = key[key.length - 1];
  const stem = key.slice(0, -1);
  if (last === 'i') forms.push(`${stem}o`, `${stem}e`, `${stem}a`);
  if (last === 'e') forms.push(`${stem}a`);
  return forms.filter((f) => f.length >= 2);
}

export function createCustomResolver(ctx: EngineContext): CustomResolver {
  const memo = new Map<string, ResolvedTerm>();
  const { index } = ctx;
  const { classes } = ctx.custom;

  /** Ids the word names in any language: exact names first, else an inflected form. */
  const namedBy = (term: string, key: string): string[] => {
    const ids = new Set<string>();
    for (const lang of READ_LANGS) {
      const byName = index.byName[lang];
      const exact = byName.get(key);
      if (exact) ids.add(exact);
      else
        for (const form of formsOf(key)) {
          const id = byName.get(form);
          if (id) {
            ids.add(id);
            break;
          }
        }
    }
    if (ids.size > 0) return [...ids];
    // A phrase or a compound ("Haselnusskerne"): read as the matcher reads a pack.
    const de = ctx.matcher.matchName(term, 'de');
    return de.ids.length > 0 && de.unknownWords === 0
      ? de.ids
      : ctx.matcher.matchName(term, 'it').ids;
  };
  const classNames = new Map<AllergenClass, Set<string>>();
  const idsOfClassNames = (c: AllergenClass) => {
    let ids = classNames.get(c);
    if (!ids) {
      ids = new Set([...c.names].flatMap((n) => namedBy(n, n)));
      classNames.set(c, ids);
    }
    return ids;
  };
  /** The class the word names itself ("Krebstiere", "Ei", "soy"), if any. */
  const classNamed = (key: string, direct: readonly string[]) =>
    classes.find((c) => [...c.names].some((n) => n === key || stemOf(n) === stemOf(key))) ??
    (direct.length > 0
      ? classes.find((c) => direct.every((id) => idsOfClassNames(c).has(id)))
      : undefined);
  /** Classes an item belongs to (hazelnut → nuts), by its ancestors. */
  const classesHolding = (ids: readonly string[]) =>
    classes.filter((c) => ids.some((id) => index.ancestors(id).some((a) => c.members.includes(a))));

  return {
    resolveTerm(term) {
      const key = normalizeName(term);
      const hit = ctx.gated ? memo.get(key) : undefined;
      if (hit) return hit;
      const item = new Set<string>();
      const broader = new Set<string>();
      const madeWith: string[] = [];
      const addItem = (id: string) => {
        for (const d of index.descendants(id)) if (!FALSE_FRIENDS.has(d)) item.add(d);
      };
      const direct = key ? namedBy(term, key) : [];
      const named = key ? classNamed(key, direct) : undefined;
      const allergen = key ? ctx.allergenByName.get(key) : undefined;
      // A word of the class that the taxonomy files broader than it ("Nüsse", "fruits à coque" are
      // en:nut, the parent of tree nuts and of peanuts) is an item as written, but its other
      // children are not: the class's members (below) are what it holds.
      const written = new Set<string>();
      for (const id of direct)
        if (named && !named.members.includes(id) && id !== named.id) written.add(id);
        else addItem(id);
      if (named) {
        item.add(named.id);
        for (const id of named.members) addItem(id);
        for (const id of named.madeWith) {
          broader.add(id);
          madeWith.push(id);
        }
      }
      const holding = named ? [] : classesHolding(direct);
      for (const c of holding) broader.add(c.id);
      if (allergen && !named) broader.add(allergen);
      const bases = named ? [...idsOfClassNames(named)] : direct;
      for (const id of bases) for (const a of index.ancestors(id)) broader.add(a);
      for (const [cls, hides] of Object.entries(HIDING_CLASSES))
        if (bases.some((id) => index.ancestors(id).some((a) => hides.includes(a))))
          broader.add(cls);
      // Not an allergen: a class of forms ("gelatine", "vegetable fat") may hide it, not a flavouring
      // (rules/custom-classes.ts).
      if (item.size > 0 && !named && holding.length === 0 && !allergen)
        for (const id of formClassesOf(ctx, item)) broader.add(id);
      for (const id of item) broader.delete(id);
      for (const id of written) if (item.has(id)) written.delete(id);
      for (const id of written) broader.delete(id);
      const result: ResolvedTerm = {
        item: [...item].sort(),
        written: [...written].sort(),
        broader: [...broader].sort(),
        madeWith: madeWith.filter((id) => broader.has(id)).sort(),
      };
      if (ctx.gated) memo.set(key, result);
      return result;
    },
  };
}
