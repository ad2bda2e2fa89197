import { buildTagIndex } from './category-tree.js';
import { normaliseTag, withAncestors, type CategoryTaxonomy } from './category-taxonomy.js';
import { normaliseText } from './normalise.js';

export interface CategoryMatch {
  categoryId: number;
  subcategoryId: number;
}

const singular = (word: string) =>
  word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word;
const singularPhrase = (phrase: string) => phrase.split(' ').map(singular).join(' ');

/**
 * Maps products into the shopper tree through the OFF categories taxonomy: by their categories_tags,
 * or, for sources without categories (Lifyzer, FoodRepo), by the longest category name or synonym
 * found in the product name (German compounds by their head: Vollmilchschokolade → Schokolade).
 */
export function createCategoryMapper(taxonomy: CategoryTaxonomy) {
  const tagIndex = buildTagIndex();
  const byName = new Map<string, string>();
  for (const [name, id] of taxonomy.byName) {
    const key = singularPhrase(name);
    if (!byName.has(key)) byName.set(key, id);
  }
  const cache = new Map<string, CategoryMatch | null>();

  const fromIds = (ids: string[]): CategoryMatch | null => {
    for (const id of withAncestors(taxonomy, ids)) {
      const hit = tagIndex.get(id);
      if (hit) return { categoryId: hit[0], subcategoryId: hit[1] };
    }
    return null;
  };

  const fromName = (name: string): CategoryMatch | null => {
    const words = normaliseText(name).split(' ').filter(Boolean).map(singular);
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const id = byName.get(words.slice(i, i + n).join(' '));
        const match = id ? fromIdCached(id) : null;
        if (match) return match;
      }
    }
    for (const word of words) {
      for (let start = 1; word.length - start >= 4; start++) {
        const id = byName.get(word.slice(start));
        const match = id ? fromIdCached(id) : null;
        if (match) return match;
      }
    }
    return null;
  };

  const fromIdCached = (id: string): CategoryMatch | null => {
    if (!cache.has(id)) cache.set(id, fromIds([id]));
    return cache.get(id) ?? null;
  };

  return {
    map(tags: string[], names: string[]): CategoryMatch | null {
      if (tags.length) {
        const match = fromIds(tags.map(normaliseTag).reverse());
        if (match) return match;
      }
      for (const name of names) {
        const match = fromName(name);
        if (match) return match;
      }
      return null;
    },
  };
}
export type CategoryMapper = ReturnType<typeof createCategoryMapper>;
