// What a product is, read from its name (in every language it has): the food the name names,
// found through the ingredients taxonomy as a list item would be (DOMAIN.md "When there is no
// list: what the product is"). Brands before the food, quantities, quality and origin words are
// no part of it; a place that is also a cheese (Gruyère, Emmental) names the place after "de la",
// "aus dem" (DOMAIN.md "Place names are origins"); a cheese name misspelt by one letter is still
// that cheese (DOMAIN.md: misspelt names are common). A name that says one food, every other word
// understood, is complete; one that says more, or a food only as a compound's head, is partial.
import { type Intolerance, type Lang, type ProductInput, type ReadLang } from '../types';
import type { Matcher } from '../match/matcher';
import type { TaxonomyIndex } from '../taxonomy/taxonomy-index';
import type { IngredientRule } from '../rules/rule-types';
import type { RuleLookup } from '../analyze/rule-lookup';
import { MADE_FROM } from '../rules/cheese';
import type { DairyKind } from '../rules/rule-types';
import { PLACE_CHEESES } from '../match/word-sets';
import { nearestWord } from './near-words';
import { ADDS_INGREDIENTS, CHEESE_GRADES, type IdentityRule } from './identity-rules';
import type { GenericFood } from '../knowledge';
import { fitsTable } from './fits-table';
import { keysOf } from './name-keys';
import { createNameCategory, JOINS } from './name-category';
import { createNameWords, GUESSES, MIN_COMPOUND } from './name-words';
import { createGenericRefs } from './generic-refs';

export interface Identity {
  /** The name as written on the pack. */
  name: string;
  /** The food's ids: one food (with the grain a bread or pasta is made of). */
  ids: string[];
  /** The name says this food and nothing else. */
  complete: boolean;
  /** The intolerances the name settles (identity-rules.ts), empty when not complete. */
  clears: readonly Intolerance[];
  /** The food in the languages reasons are read in. */
  food: Readonly<Record<Lang, string>>;
}

export interface IdentityDeps {
  matcher: Matcher;
  index: TaxonomyIndex;
  labels: TaxonomyIndex;
  categories: TaxonomyIndex;
  /** Generic foods with their composition (FSVO), to check a name against the table. */
  foods: readonly GenericFood[];
  lactose: RuleLookup<IngredientRule>;
  identity: RuleLookup<IdentityRule>;
}

export interface IdentityReader {
  /** The food the product's name names. */
  identity(product: ProductInput): Identity | undefined;
  /** The category the name names, for a product without category tags (createNameCategory). */
  category(product: ProductInput): string | undefined;
}

/** Prepositions before a place: "de la Gruyère", "aus dem Emmental", "from Appenzell". */
const FROM = '(?:de|du|d|des|aus|von|vom|from|of|di|del|della|dell|dal|dalla)';
const ARTICLE = '(?:la|le|les|l|dem|der|den|the|il)';
/** At most this many unknown leading words may be a brand or a seller ("Coop Qualité & Prix"). */
const MAX_LEADING_WORDS = 2;

/** Milk fat in a name beside the food: how fat the food is ("Vollrahm mit 35% Milchfett"). */
const FAT_CONTENT = new Set(['en:milkfat', 'en:butterfat']);

interface Reading {
  ids: string[];
  complete: boolean;
  /** Read around proper names (a château, a spring, a grade): IdentityRule.proper applies. */
  proper?: boolean;
  /** Words we could not read were set aside (a brand, a grade): the table must agree. */
  unread?: boolean;
}

/**
 * What a bread, flour, pasta, oil or juice is made of, named beside it ("Pain d'épeautre",
 * "Huile d'olive", "Jus de fruit de la passion"): one food. A bread of a fruit ("Birnenbrot") is
 * not a bread of its grain: it is filled.
 */
const MADE_OF: Readonly<Record<string, readonly string[]>> = {
  'en:bread': ['en:cereal'],
  'en:pasta': ['en:cereal'],
  'en:noodle': ['en:cereal'],
  'en:flour': ['en:cereal', 'en:nut', 'en:legume', 'en:seed'],
  'en:oil-and-fat': ['en:cereal', 'en:fruit', 'en:vegetable', 'en:nut', 'en:seed', 'en:plant'],
  'en:juice': ['en:fruit', 'en:vegetable'],
};
const MADE_OF_HEADS = Object.keys(MADE_OF);
/** French elided articles, kept: "lait d'amande" is an almond milk, "lait amande" milk and almond. */
const ELIDED: ReadonlySet<string> = new Set(['d', 'l']);
/** The ingredients taxonomy's meats: what a processed meat's name is read as. */
const MEATS: readonly string[] = ['en:meat'];

export function createIdentityReader(deps: IdentityDeps): IdentityReader {
  const { matcher, index } = deps;
  const placeNames = new Set<string>();
  for (const id of PLACE_CHEESES)
    for (const [name, found] of Object.values(index.byName).flatMap((m) => [...m]))
      if (found === id) placeNames.add(name);
  // "de la Gruyère", "aus dem Emmental", "de Gruyères": a place, whatever else the name says.
  const places = [...placeNames].sort((a, b) => b.length - a.length).join('|');
  const PLACE_AFTER_FROM = new RegExp(`\\b${FROM}(?: ${ARTICLE})? (?:${places})s?\\b`, 'g');
  const {
    cheeseWordsOf,
    withoutLabels,
    idsOf,
    known,
    related,
    isCheese,
    isDairyKind,
    partsOf,
    otherKind,
    processedKind,
    gradesOf,
    milkWords,
    isMilkOf,
    insideKinds,
    foodsOf,
    leftOut,
  } = createNameWords(deps);

  /**
   * One name as the matcher reads it: the food phrase after at most MAX_LEADING_WORDS words that
   * name no food in any language (a brand, a seller); after it nothing unread, except a cheese's
   * descriptors ("Le Gruyère Surchoix", "Appenzeller Classic mild-würzig").
   */
  const readName = (key: string, lang: ReadLang, dropLabels = true): Reading | undefined => {
    // A lone letter is no food in a name ("Sauce à salade" is not vitamin A).
    const kept = key.split(' ').filter((w) => w.length > 1 || ELIDED.has(w));
    const words = (dropLabels ? withoutLabels(kept) : kept).map((w) =>
      w.length >= MIN_COMPOUND && !known(w, lang) ? (nearestWord(w, cheeseWordsOf()) ?? w) : w,
    );
    if (words.length === 0) return undefined;
    // "Joghurt mit Erdbeeren", "pâtes farcies": more than the food, or made with more.
    const adds = words.some((w) => ADDS_INGREDIENTS.has(w) || JOINS.has(w));
    let brand = 0;
    for (let from = 0; from < words.length; from++) {
      if (from > 0) {
        const dropped = words[from - 1] as string;
        if (foodsOf(dropped).length > 0) break;
        if (!known(dropped, lang) && ++brand > MAX_LEADING_WORDS) break;
      }
      for (let to = words.length; to > from; to--) {
        // Another food after it ends the phrase; a kind of product does not ("Tête de Moine
        // Rosettes": the cheese cut in rosettes, not a "Rosette" sausage).
        if (to < words.length && foodsOf(words[to] as string, false).length > 0) break;
        const span = words.slice(from, to);
        const m = matcher.matchName(span.join(' '), lang);
        if (m.ids.length === 0 || m.unknownWords > 0) continue;
        // After a cheese, its grade ("Surchoix", "mild-würzig"), or other words when the cheese is
        // no place ("Appenzeller Bärli Biber" is a gingerbread from Appenzell).
        if (to < words.length) {
          const after = words.slice(to);
          const place = m.ids.some((id) => PLACE_CHEESES.has(id));
          if (!isCheese(m.ids) || (place && !after.every((w) => CHEESE_GRADES.has(w)))) continue;
        }
        // A word read as part of a longer name is no word of its own ("à pâte dure": not dough).
        const inLonger = (k: number) => {
          for (let a = Math.max(0, k - 3); a <= k; a++)
            for (let b = k + 1; b <= Math.min(span.length, a + 4); b++) {
              if (b - a < 2) continue;
              const ids = matcher.matchName(span.slice(a, b).join(' '), lang).ids;
              if (ids.length === 1 && m.ids.some((p) => related(ids[0] as string, p))) return true;
            }
          return false;
        };
        const left = span.filter((w, k) => leftOut(w, lang, m.ids) && !inLonger(k));
        // A cheese or butter of a named kind is that food whatever seller or grade stands beside
        // it ("COOP Qualité & Prix Grana Padano", "Grana Padano Riserva"); other foods need a table.
        const unread = !isDairyKind(m.ids) && (brand > 0 || to < words.length);
        if (left.length === 0) return { ids: m.ids, complete: !adds, unread };
        // The words left out still say what is in it ("Emmi Milchreis": milk).
        const more = left.flatMap((w) => [...idsOf(w, lang), ...partsOf(w)]);
        return { ids: [...new Set([...m.ids, ...more])], complete: false };
      }
    }
    // Proper names around one food of a kind sold so: "Château Beychevelle Saint-Julien Grand Vin".
    if (!adds) {
      const foods = words.map((w) => (known(w, lang) ? idsOf(w, lang) : foodsOf(w)));
      const named = [...new Set(foods.flat())];
      const one = oneFood(named.filter(isFood));
      // Not a place that is also a cheese: "Appenzeller Bärli Biber" is a gingerbread.
      const place = one.some((id) => PLACE_CHEESES.has(id));
      if (one.length === 1 && !place && deps.identity(one[0] as string)?.proper)
        return { ids: one, complete: true, proper: true, unread: true };
    }
    // A compound the taxonomy lacks, read by its head: "Vorzugsbutter" is a butter.
    const heads: string[] = [];
    let unread = 0;
    for (const w of words) {
      if (known(w, lang)) {
        heads.push(...idsOf(w, lang));
        continue;
      }
      unread++;
      if (lang !== 'de' || otherKind(w)) continue;
      const head = partsOf(w)[0];
      if (head !== undefined) {
        heads.push(head);
        unread--;
      }
    }
    if (heads.length === 0) return undefined;
    // A butter or cheese of a kind the taxonomy has no word for: still that butter or cheese.
    return { ids: heads, complete: !adds && unread === 0 && isDairyKind(heads), unread: true };
  };

  /** The ids as one food: ancestors of another id, and what a cheese or butter is made of, go. */
  const oneFood = (ids: readonly string[]): string[] => {
    let food = ids.filter((id) => !ids.some((o) => o !== id && index.ancestors(o).includes(id)));
    // "Vollmilch 3,5 % Milchfett": the fat named beside another dairy food is its fat content.
    if (food.length > 1 && food.some((id) => !FAT_CONTENT.has(id) && deps.lactose(id)))
      food = food.filter((id) => !FAT_CONTENT.has(id));
    const kind = food.map((id) => deps.lactose(id)?.kind).find((k) => k !== undefined);
    if (kind) {
      const madeOf = MADE_FROM[kind as DairyKind];
      food = food.filter(
        (id) => deps.lactose(id)?.kind || !madeOf.some((m) => index.ancestors(id).includes(m)),
      );
    }
    return food;
  };

  /** A bread, pasta or flour of a named grain is one food ("Pain d'épeautre", "Roggenbrot"). */
  const isA = (id: string, classes: readonly string[]) =>
    index.ancestors(id).some((a) => classes.includes(a));
  const isOneFood = (food: readonly string[]) => {
    if (food.length === 1) return true;
    if (food.length !== 2) return false;
    const head = food.find((id) => isA(id, MADE_OF_HEADS));
    const source = food.find((id) => id !== head);
    if (!head || !source || isA(source, MADE_OF_HEADS)) return false;
    const kinds = MADE_OF_HEADS.filter((h) => index.ancestors(head).includes(h));
    return kinds.some((k) => isA(source, MADE_OF[k] as readonly string[]));
  };

  /** Additives and vitamins named in a name are no food of their own ("Vitaminwater"). */
  const isFood = (id: string) =>
    !/^en:e\d/.test(id) && !index.ancestors(id).includes('en:vitamins');

  const display = (id: string, written: string): Record<Lang, string> => ({
    en: index.nameOf(id, 'en') ?? written,
    de: index.nameOf(id, 'de') ?? index.nameOf(id, 'en') ?? written,
    fr: index.nameOf(id, 'fr') ?? index.nameOf(id, 'en') ?? written,
  });

  const refsOf = createGenericRefs(deps);

  // Beside a category's words in a name: words that name no food; unknown words (a château, a
  // spring) only for kinds sold under such names (alcoholic beverages, waters).
  const PROPER_CATEGORIES = ['en:alcoholic-beverages', 'en:waters'];
  const besideCategory = (word: string, category: string) => {
    if (word.length < 2 || /^\d/.test(word)) return true;
    // "Armagnac Pastete", "Mousse de Williamine": made with the drink, not the drink.
    if (foodsOf(word).length > 0 || ADDS_INGREDIENTS.has(word)) return false;
    return (
      GUESSES.some((l) => known(word, l)) ||
      deps.categories.ancestors(category).some((a) => PROPER_CATEGORIES.includes(a))
    );
  };

  /** What one reading of a name makes of the product (undefined: it names no food). */
  const judgeReading = (
    product: ProductInput,
    reading: Reading,
    key: string,
    lang: ReadLang,
    name: string,
    anyLang: boolean,
  ): Identity | undefined => {
    const inside = insideKinds(key, lang);
    const graded = reading.ids.some((id) => isCheese([id])) ? gradesOf(key, lang) : [];
    const food = oneFood(
      reading.ids.filter((id) => isFood(id) && !inside.has(id) && !graded.includes(id)),
    );
    if (food.length === 0) return undefined;
    const main = food.find((id) => isA(id, MADE_OF_HEADS)) ?? (food[0] as string);
    // A name with words we set aside is evidence only with a table that agrees with it.
    const fits = fitsTable(product, refsOf(main), reading.unread === true);
    // A name in no stated language that names milk in any language we read, read as a food
    // without milk ("Coconut Latte": coconut, or a coffee with milk?), settles nothing.
    const milk = anyLang && milkWords(key).some((w) => !food.some((id) => isMilkOf(id, w)));
    // A processed meat ("Saucisson", "Schinken") is more than the meat it is read as.
    const meat = food.some((id) => isA(id, MEATS)) && processedKind(key);
    const complete =
      reading.complete && !milk && inside.size === 0 && isOneFood(food) && fits && !meat;
    const rule = deps.identity(main);
    const clears = !complete ? [] : reading.proper ? (rule?.proper ?? []) : (rule?.clears ?? []);
    return { name, ids: food, complete, clears, food: display(main, name) };
  };

  const identity = (product: ProductInput) => {
    let partial: Identity | undefined;
    for (const { name, key, lang: fieldLang } of keysOf(product, PLACE_AFTER_FROM)) {
      for (const lang of fieldLang ? [fieldLang] : GUESSES) {
        // A label's word may belong to the food's own name ("Vacherin fribourgeois AOP").
        const reading = readName(key, lang) ?? readName(key, lang, false);
        if (!reading) continue;
        const found = judgeReading(product, reading, key, lang, name, !fieldLang);
        if (!found) continue;
        if (found.complete) return found;
        partial ??= found;
      }
    }
    return partial;
  };
  return {
    identity,
    category: createNameCategory(deps.categories, PLACE_AFTER_FROM, placeNames, besideCategory),
  };
}
