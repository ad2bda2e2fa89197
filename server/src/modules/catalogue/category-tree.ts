/**
 * The shopper's two-level tree. Each subcategory lists the Open Food Facts category ids that land in
 * it; a product goes to the subcategory of its nearest mapped category (its own tags first, then
 * their parents, breadth-first). Ids are fixed so that links and filters stay stable across imports.
 */
import type { CategoryNode, SubcategoryNode } from './category-tree-node.js';
import { PANTRY_CATEGORIES } from './category-tree-pantry.js';
import { FRESH_AND_OTHER_CATEGORIES } from './category-tree-fresh.js';

export type { CategoryNode, SubcategoryNode, TreeNode } from './category-tree-node.js';

export const CATEGORY_TREE: CategoryNode[] = [...PANTRY_CATEGORIES, ...FRESH_AND_OTHER_CATEGORIES];

/** Off tag → [categoryId, subcategoryId]. */
export function buildTagIndex(): Map<string, [number, number]> {
  const index = new Map<string, [number, number]>();
  for (const category of CATEGORY_TREE) {
    for (const s of category.subcategories)
      for (const tag of s.offTags) index.set(tag, [category.id, s.id]);
  }
  return index;
}

/** The id of the category a subcategory belongs to. */
export function findParentCategoryId(subcategoryId: number): number | undefined {
  return CATEGORY_TREE.find((c) => c.subcategories.some((s) => s.id === subcategoryId))?.id;
}

export function findSubcategory(id: number): SubcategoryNode | undefined {
  for (const c of CATEGORY_TREE) for (const s of c.subcategories) if (s.id === id) return s;
  return undefined;
}
