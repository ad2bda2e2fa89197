// The shape of the shopper's category tree (category-tree.ts) and a compact way to write a leaf.
export interface TreeNode {
  id: number;
  slug: string;
  en: string;
  de: string;
  fr: string;
}
export interface SubcategoryNode extends TreeNode {
  offTags: string[];
}
export interface CategoryNode extends TreeNode {
  subcategories: SubcategoryNode[];
}

/** A subcategory: id, slug, names in en/de/fr, and the Open Food Facts category ids it takes. */
export const sub = (
  id: number,
  slug: string,
  en: string,
  de: string,
  fr: string,
  offTags: string[],
): SubcategoryNode => ({
  id,
  slug,
  en,
  de,
  fr,
  offTags,
});
