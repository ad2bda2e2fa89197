import type { ParsedIngredients } from '@safeshelf/engine';
import { buildTagIndex, findParentCategoryId, findSubcategory } from './category-tree.js';
import { createIngredientReader, type IngredientKind } from './category-ingredients.js';
import { byRank, createNameMatcher, type LangName, type NameCandidate } from './category-names.js';
import { SWISS_CATEGORY_NAMES } from './category-swiss-names.js';
import {
  createBrandFinder,
  MAINLY_BRANDS,
  ONE_KIND_BRANDS,
  PET_FOOD_BRANDS,
} from './category-brands.js';
import { normaliseTag, withAncestors, type Taxonomy } from './category-taxonomy.js';

export interface CategoryMatch {
  categoryId: number;
  subcategoryId: number;
  /** Which of the product's data placed it: its OFF categories, its ingredients, or its name. */
  signal: 'categories' | 'ingredients' | 'name';
  /** The words or ingredients that decided, for the benchmark's examples. */
  via: string;
  /**
   * The most specific OFF category the product was placed by (its own tag, the category its name
   * names), or its subcategory's first: the kind of food search and alternatives compare.
   */
  kind: string;
  /** `kind` and its ancestors in the OFF taxonomy, nearest first (search's category lexemes). */
  kinds: string[];
}

export interface CategoryInput {
  /** OFF categories_tags. */
  tags: string[];
  /** Names in every language the product has, the most trusted first, with their language if known. */
  names: (string | LangName)[];
  /** The ingredient list as the diet engine parsed it. */
  ingredients: ParsedIngredients | null;
  /** Per 100 g (OFF keys), when the sources give them. */
  nutriments?: Record<string, number>;
  /** As printed ("1 l", "500 g"), when known. */
  quantity?: string;
}

// Milk, yogurt and cheese named in a product's name while its nutrition table reads as chocolate's
// (as much fat as a cheese and as much sugar as a sweet): "Lindt Lindor Milch", "Milka Alpenmilch",
// "Extra Lait Touristique" are milk chocolates. Cream (fat, little sugar), condensed milk (sugar,
// little fat) and sweetened yogurts stay below one of the bounds.
const DAIRY = new Set([101, 102, 103]);
const readsAsChocolate = (n: Record<string, number> | undefined) =>
  !!n && (n.fat ?? 0) >= 20 && (n.sugars ?? 0) >= 30;

// A fruit or vegetable named in a product's name is fresh produce only when nothing says it is a
// drink (sold by volume: juices, sodas, syrups), a jam or sweet (a third of it sugar), an ice
// cream or chocolate (a fruit with fat and sugar; an avocado has the fat, not the sugar) or a
// spread or sauce (a vegetable with fat): "Bitter Lemon", "Extra Himbeeren" jam, "Cône extrême
// fraise", "Cantadou Meerrettich". Dried fruit has a sweet's sugar and is lost here.
const FRUIT = 801;
const VEGETABLES = 802;
const BY_VOLUME = /\d\s*(ml|cl|dl|l|liter|litre)\b/i;
const notProduce = (subcategoryId: number, p: CategoryInput) => {
  if (subcategoryId !== FRUIT && subcategoryId !== VEGETABLES) return false;
  const fat = p.nutriments?.fat ?? 0;
  const sugars = p.nutriments?.sugars ?? 0;
  return (
    (!!p.quantity && BY_VOLUME.test(p.quantity)) ||
    sugars >= 30 ||
    (fat >= 5 && (subcategoryId === VEGETABLES || sugars >= 10))
  );
};

// A subcategory that is one kind of food needs that food among the first two ingredients (listed
// by weight): a "Cheese" without milk first, or a "Meat" without meat first, is named otherwise.
const NEEDS: Partial<Record<number, IngredientKind>> = {
  101: 'dairy',
  102: 'dairy',
  103: 'dairy',
  701: 'meat',
  702: 'meat',
  703: 'fish',
};

// Fruit, vegetables, nuts, herbs and honey are usually the flavour or an ingredient when
// a name mentions them beside another food ("Joghurt Erdbeer", "Kräuterbonbons Sanddorn-Orange",
// "Orangen Saft"); they name the product only when nothing else in the name does ("Ananas").
const FLAVOURS = new Set([801, 802, 505, 1003, 402]);

/**
 * Maps a product into the shopper tree. Its own OFF categories decide first; then its ingredient
 * list, where a composition defines the food (milk + rennet is cheese, meat + curing salt a cured
 * meat), with the name choosing among the subcategories of that category; then the name (en/de/
 * fr/it, see category-names.ts), where a single-food subcategory must agree with the first
 * ingredients; last, the one ingredient of a single-ingredient product.
 */
export function createCategoryMapper(categories: Taxonomy, ingredients: Taxonomy) {
  const tagIndex = buildTagIndex();
  const matchName = createNameMatcher(categories, SWISS_CATEGORY_NAMES);
  const readIngredients = createIngredientReader(ingredients);
  const oneKindBrand = createBrandFinder(ONE_KIND_BRANDS);
  const mainlyBrand = createBrandFinder(MAINLY_BRANDS);
  const petFood = createBrandFinder(Object.fromEntries(PET_FOOD_BRANDS.map((b) => [b, b])));
  const brandOf = (find: typeof oneKindBrand, names: string[]) => {
    for (const name of names) {
      const hit = find(name);
      const match = hit && fromId(hit.id);
      if (match) return { ...match, brand: hit.brand, id: hit.id };
    }
    return undefined;
  };
  const cache = new Map<string, Omit<CategoryMatch, 'signal' | 'via' | 'kind' | 'kinds'> | null>();
  const kindsCache = new Map<string, string[]>();
  const withKinds = (match: Omit<CategoryMatch, 'kinds'> | null): CategoryMatch | null => {
    if (!match) return null;
    let kinds = kindsCache.get(match.kind);
    if (!kinds) kindsCache.set(match.kind, (kinds = withAncestors(categories, [match.kind])));
    return { ...match, kinds };
  };

  const fromIds = (ids: string[]) => {
    for (const id of withAncestors(categories, ids)) {
      const hit = tagIndex.get(id);
      if (hit) return { categoryId: hit[0], subcategoryId: hit[1] };
    }
    return null;
  };
  const fromId = (id: string) => {
    if (!cache.has(id)) cache.set(id, fromIds([id]));
    return cache.get(id) ?? null;
  };
  const resolve = (candidates: NameCandidate[]) =>
    candidates
      .flatMap((c) => {
        const match = fromId(c.id);
        if (!match) return [];
        const rank = [...c.rank];
        rank[1] = Math.max(rank[1]!, +FLAVOURS.has(match.subcategoryId));
        return [{ ...match, words: c.words, rank, id: c.id }];
      })
      .sort(byRank);

  const place = (input: CategoryInput): Omit<CategoryMatch, 'kinds'> | null => {
    const given = input.names.map((n): LangName => (typeof n === 'string' ? { text: n } : n));
    const product = { ...input, names: given.map((n) => n.text) };
    if (product.tags.length) {
      const tags = product.tags.map(normaliseTag).reverse();
      const match = fromIds(tags);
      if (match)
        return { ...match, signal: 'categories', via: product.tags.join(', '), kind: tags[0]! };
    }
    if (product.names.some((n) => petFood(n))) return null;
    const signals = readIngredients(product.ingredients);
    const oneKind = brandOf(oneKindBrand, product.names);
    if (oneKind)
      return {
        categoryId: oneKind.categoryId,
        subcategoryId: oneKind.subcategoryId,
        signal: 'name',
        via: `brand ${oneKind.brand}`,
        kind: oneKind.id,
      };
    const agrees = (subcategoryId: number) => {
      const kind = NEEDS[subcategoryId];
      return !kind || !signals.leading || signals.leading.has(kind);
    };
    const named = resolve(given.flatMap((n, i) => matchName(n.text, i, n.lang))).filter(
      (m) => agrees(m.subcategoryId) && !notProduce(m.subcategoryId, product),
    );
    const signature = signals.signature;
    if (signature) {
      const categoryId = findParentCategoryId(signature.subcategoryId)!;
      const refined = named.find((m) => m.categoryId === categoryId);
      const subcategoryId = refined?.subcategoryId ?? signature.subcategoryId;
      return {
        categoryId,
        subcategoryId,
        signal: 'ingredients',
        via: refined ? `${signature.via}; name: ${refined.words}` : signature.via,
        kind: refined?.id ?? findSubcategory(subcategoryId)!.offTags[0]!,
      };
    }
    // A flavour or a place named beside a brand of one kind of food is that food's flavour or origin.
    const brand =
      !named[0] || named[0].rank[0] || named[0].rank[1]
        ? brandOf(mainlyBrand, product.names)
        : undefined;
    const best =
      brand && agrees(brand.subcategoryId) ? { ...brand, words: `brand ${brand.brand}` } : named[0];
    if (best && DAIRY.has(best.subcategoryId) && readsAsChocolate(product.nutriments))
      return {
        categoryId: findParentCategoryId(501)!,
        subcategoryId: 501,
        signal: 'name',
        via: `${best.words}, with the fat and sugar of chocolate`,
        kind: 'en:chocolates',
      };
    if (best)
      return {
        categoryId: best.categoryId,
        subcategoryId: best.subcategoryId,
        signal: 'name',
        via: best.words,
        kind: best.id,
      };
    const single = signals.single ? resolve(matchName(signals.single))[0] : undefined;
    if (single)
      return {
        categoryId: single.categoryId,
        subcategoryId: single.subcategoryId,
        signal: 'ingredients',
        via: `only ingredient: ${single.words}`,
        kind: single.id,
      };
    return null;
  };
  return (product: CategoryInput): CategoryMatch | null => withKinds(place(product));
}
export type CategoryMapper = ReturnType<typeof createCategoryMapper>;
