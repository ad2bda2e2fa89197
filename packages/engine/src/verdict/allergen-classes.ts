// The allergen classes of the allergens taxonomy as a user means them ("Sellerie", "Krebstiere",
// "Sulfite", "soja"): which words name the class itself, and which ingredients and additives are
// its members. Read from the taxonomies (DOMAIN.md "Custom intolerances"; issue 27 point 4: "each
// class read from the taxonomies where they hold it, so that a word the team never typed is still
// found"), with the few corrections in rules/custom-classes.ts.
import type { Knowledge, TaxonomyEntry } from '../knowledge';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';
import { READ_LANGS } from '../types';
import { normalizeName } from '../text/normalize';
import { NOT_MEMBERS } from '../rules/custom-classes';

export interface AllergenClass {
  id: string;
  /** Normalised words that name the class itself: the first name of each language, split at "and". */
  names: ReadonlySet<string>;
  /** Ingredients and additives of the class (without descendants). */
  members: readonly string[];
  /**
   * Additives named for the class that are not of it: "caustic sulphite caramel" (E150b) and
   * "sulphite ammonia caramel" (E150d) are caramels made with sulphites, which may leave some.
   */
  madeWith: readonly string[];
}

/** "Schwefeldioxid und Sulfite", "anidride solforosa e solfiti": a class named by two words. */
const AND = / (?:and|und|et|e) /;

/**
 * A salt is named by its cations and its anion ("Sodium metabisulphite", "Calcium sulfite"), and
 * belongs to the class its anion names. Prefixes say how many atoms or how acid the anion is, not
 * which anion it is: bisulphite is hydrogen sulphite, metabisulphite is disulphite is pyrosulphite
 * (IUPAC Red Book; E220–E228 in EU Regulation 1333/2008 Annex II are all "sulphites"). Sulphate,
 * thiosulphate and persulphate are other anions: zinc sulphate is a mineral, not a sulphite.
 */
const CATIONS = new Set([
  ...['sodium', 'potassium', 'calcium', 'magnesium', 'ammonium', 'hydrogen', 'acid'],
  ...['zinc', 'iron', 'ferrous', 'ferric', 'copper', 'aluminium', 'manganese'],
]);
const ANION_PREFIX = /^(?:meta)?(?:bi|di|pyro)?/;

/**
 * One stem for the inflected forms of a name: "sulphites" and "sulphite", "Eier", "Eiern" and "Ei",
 * "solfiti" and "solfito", "sesamo" and "Sesam" (plural -s/-n, then a final -er or vowel).
 */
export const stemOf = (name: string) => name.replace(/[sn]$/, '').replace(/(?:er|[aeio])$/, '');

function saltAnion(name: string): string | undefined {
  const words = normalizeName(name).split(' ');
  const anion = words[words.length - 1] as string;
  if (!words.slice(0, -1).every((w) => CATIONS.has(w))) return undefined;
  return anion.replace(ANION_PREFIX, '');
}

export function readAllergenClasses(
  knowledge: Pick<Knowledge, 'allergens' | 'additives'>,
  index: TaxonomyIndex,
  idsOfName: (name: string) => readonly string[],
  declaredUnder: (allergen: string) => readonly string[],
): AllergenClass[] {
  const read = knowledge.allergens
    .filter((a) => a.id !== 'en:none')
    .map((a) => {
      const names = new Set<string>();
      for (const lang of READ_LANGS)
        for (const part of (a.names[lang]?.[0] ?? '').split(AND))
          if (part.trim()) names.add(normalizeName(part));
      const declared = new Set(declaredUnder(a.id));
      const named = new Set([...names].flatMap((n) => idsOfName(n)));
      const anions = new Set([...names].map(stemOf));
      const salts = knowledge.additives.filter((e) => isSaltOf(e, anions)).map((e) => e.id);
      // A chemical class (a salt's anion) also has additives only made with it (E150d).
      const madeWith = salts.length
        ? knowledge.additives.filter((e) => namesAnion(e, anions)).map((e) => e.id)
        : [];
      return { id: a.id, names, declared, named, salts, madeWith };
    });
  const allDeclared = read.flatMap((c) => [...c.declared]);
  return read.map((c) => {
    // "nuts" also names en:nut, the parent of peanuts: a class name broader than another class's
    // member is not the class (EU 1169/2011 Annex II: peanuts are not among the nuts).
    const broaderThanOthers = (id: string) =>
      allDeclared.some((m) => !c.declared.has(m) && m !== id && index.ancestors(m).includes(id));
    const members = new Set([...c.declared, ...c.salts]);
    for (const id of c.named) if (!broaderThanOthers(id)) members.add(id);
    for (const id of NOT_MEMBERS[c.id] ?? []) members.delete(id);
    return {
      id: c.id,
      names: c.names,
      members: [...members].filter((id) => index.has(id)),
      madeWith: c.madeWith.filter((id) => !members.has(id) && index.has(id)),
    };
  });
}

/** An English name with a word of the class in it ("Sulphite ammonia caramel"). */
const namesAnion = (e: TaxonomyEntry, anions: ReadonlySet<string>) =>
  (e.names.en ?? []).some((n) =>
    normalizeName(n)
      .split(' ')
      .some((w) => anions.has(stemOf(w))),
  );

const isSaltOf = (e: TaxonomyEntry, anions: ReadonlySet<string>) =>
  (e.names.en ?? []).some((n) => {
    const anion = saltAnion(n);
    return anion !== undefined && anions.has(stemOf(anion));
  });
