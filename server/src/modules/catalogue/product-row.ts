import { createHash } from 'node:crypto';
import type { Engine, ProductInput } from '@safeshelf/engine';
import type { CategoryMapper } from './category-mapper.js';
import { findSubcategory } from './category-tree.js';
import type { CompoundSplitter } from './compound.js';
import type { MergedProduct } from './merge.js';
import { tokenise } from './normalise.js';
import { isIndexedDietToken } from './diet-tokens.js';

/** What the import needs besides the data: built once per import. */
export interface CatalogueContext {
  mapper: CategoryMapper;
  splitter: CompoundSplitter;
  engine: Engine;
}

/** One products row, as sent to the bulk upsert (jsonb_to_recordset field names). */
export interface ProductRow {
  code: string;
  name_en: string | null;
  name_de: string | null;
  name_fr: string | null;
  name_other: string | null;
  generic_name: string | null;
  brand: string | null;
  quantity: string | null;
  stores: string[];
  countries: string[];
  origins: string | null;
  image_url: string | null;
  category_id: number | null;
  subcategory_id: number | null;
  categories_tags: string[];
  labels_tags: string[];
  allergens_tags: string[];
  traces_tags: string[];
  ingredients_text_en: string | null;
  ingredients_text_de: string | null;
  ingredients_text_fr: string | null;
  ingredients_text_other: string | null;
  nutriments: Record<string, number>;
  sources: string[];
  licences: string[];
  diet_tokens: string[];
  name_search: string;
  words_a: string[];
  words_b: string[];
  words_c: string[];
  words_d: string[];
  /** The diet tokens that go into search_doc too. */
  diet_indexed: string[];
  completeness: number;
  content_hash: string;
}

const subWords = new Map<number, string[]>();
function subcategoryWords(id: number): string[] {
  let words = subWords.get(id);
  if (!words) {
    const sub = findSubcategory(id);
    words = sub ? tokenise(`${sub.en} ${sub.de} ${sub.fr}`).filter((w) => w.length > 2) : [];
    subWords.set(id, words);
  }
  return words;
}

export function toProductInput(
  p: Pick<
    MergedProduct,
    | 'code'
    | 'names'
    | 'ingredients_text'
    | 'allergens_tags'
    | 'traces_tags'
    | 'labels_tags'
    | 'categories_tags'
    | 'nutriments'
  >,
): ProductInput {
  return {
    code: p.code,
    product_name: p.names.de ?? p.names.fr ?? p.names.en ?? p.names.other,
    // Every name: a free-from claim may be printed in one language only ("Yaourt sans Lactose").
    product_name_de: p.names.de,
    product_name_fr: p.names.fr,
    product_name_en: p.names.en,
    ingredients_text: p.ingredients_text.other,
    ingredients_text_de: p.ingredients_text.de,
    ingredients_text_fr: p.ingredients_text.fr,
    ingredients_text_en: p.ingredients_text.en,
    allergens_tags: p.allergens_tags,
    traces_tags: p.traces_tags,
    labels_tags: p.labels_tags,
    categories_tags: p.categories_tags,
    nutriments_100g: p.nutriments,
  };
}

/** The names the category mapper reads, the most trusted first. */
export function categoryNames(p: Pick<MergedProduct, 'names' | 'generic_name'>): string[] {
  const { de, fr, en, other } = p.names;
  return [de, fr, en, other, p.generic_name].filter((n): n is string => !!n);
}

/** The ingredient list the product page shows: German first, then French, English, other. */
export const ingredientTextOf = (input: ProductInput) =>
  input.ingredients_text_de ??
  input.ingredients_text_fr ??
  input.ingredients_text_en ??
  input.ingredients_text;

/** The product's ingredient list as the engine reads it (German first, as the product page does). */
export function parseIngredientsOf(engine: Engine, input: ProductInput) {
  const text = ingredientTextOf(input);
  return text ? engine.parseIngredients(text) : null;
}

export function buildProductRow(
  p: MergedProduct,
  ctx: CatalogueContext,
): { row: ProductRow; mapped: boolean } {
  const names = [p.names.de, p.names.fr, p.names.en, p.names.other].filter((n): n is string => !!n);
  const input = toProductInput(p);
  const match = ctx.mapper({
    tags: p.categories_tags,
    names: categoryNames(p),
    ingredients: parseIngredientsOf(ctx.engine, input),
  });
  const wordsA = tokenise(names.join(' '));
  const parts = wordsA.flatMap((w) => ctx.splitter(w)).filter((w) => !wordsA.includes(w));
  const sub = match ? findSubcategory(match.subcategoryId) : undefined;
  const wordsD = sub ? subcategoryWords(sub.id).filter((w) => !wordsA.includes(w)) : [];
  const diet = ctx.engine.flagTokens(ctx.engine.computeFlags(input));
  const row: Omit<ProductRow, 'content_hash'> = {
    code: p.code,
    name_en: p.names.en ?? null,
    name_de: p.names.de ?? null,
    name_fr: p.names.fr ?? null,
    name_other: p.names.other ?? null,
    generic_name: p.generic_name ?? null,
    brand: p.brand ?? null,
    quantity: p.quantity ?? null,
    stores: p.stores,
    countries: p.countries,
    origins: p.origins ?? null,
    image_url: p.image_url ?? null,
    category_id: match?.categoryId ?? null,
    subcategory_id: match?.subcategoryId ?? null,
    categories_tags: p.categories_tags,
    labels_tags: p.labels_tags,
    allergens_tags: p.allergens_tags,
    traces_tags: p.traces_tags,
    ingredients_text_en: p.ingredients_text.en ?? null,
    ingredients_text_de: p.ingredients_text.de ?? null,
    ingredients_text_fr: p.ingredients_text.fr ?? null,
    ingredients_text_other: p.ingredients_text.other ?? null,
    nutriments: p.nutriments,
    sources: p.sources,
    licences: p.licences,
    diet_tokens: diet,
    name_search: wordsA.join(' '),
    words_a: wordsA,
    words_b: p.brand ? tokenise(p.brand).filter((w) => !wordsA.includes(w)) : [],
    words_c: parts,
    words_d: wordsD,
    diet_indexed: diet.filter(isIndexedDietToken),
    completeness: completeness(p),
  };
  const content_hash = createHash('sha1').update(JSON.stringify(row)).digest('base64url');
  return { row: { ...row, content_hash }, mapped: !!match };
}

/** 0–6: how much a shopper can learn about the product; listings show complete products first. */
function completeness(p: MergedProduct): number {
  const hasIngredients = Object.keys(p.ingredients_text).length > 0;
  return [
    p.image_url,
    hasIngredients,
    Object.keys(p.nutriments).length > 0,
    p.brand,
    p.swiss,
    p.allergens_tags.length > 0,
  ].filter(Boolean).length;
}
