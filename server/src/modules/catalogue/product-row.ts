import { createHash } from 'node:crypto';
import type { Engine, ProductInput } from '@safeshelf/engine';
import type { CategoryMapper } from './category-mapper.js';
import type { LangName } from './category-names.js';
import type { NameReader, ReadableName } from './readable-name.js';
import { findSubcategory } from './category-tree.js';
import type { CompoundSplitter } from './compound.js';
import type { MergedProduct } from './merge.js';
import { tokenise } from './normalise.js';
import { isIndexedDietToken } from './diet-tokens.js';
import { findFitFacts } from './fit-facts.js';
import { buildSearchWords, searchDocument } from './search-doc.js';

/** What the import needs besides the data: built once per import. */
export interface CatalogueContext {
  mapper: CategoryMapper;
  splitter: CompoundSplitter;
  readName: NameReader;
  engine: Engine;
}

/** One products row, as sent to the bulk upsert (jsonb_to_recordset field names). */
export interface ProductRow {
  code: string;
  name_en: string | null;
  name_de: string | null;
  name_fr: string | null;
  name_it: string | null;
  name_other: string | null;
  /** The names as a shopper reads them (readable-name.ts); null when equal to the source name. */
  title_en: string | null;
  title_de: string | null;
  title_fr: string | null;
  title_other: string | null;
  /** The retailer's range the name began with ("Qualité & Prix"). */
  range_name: string | null;
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
  ingredients_text_it: string | null;
  ingredients_text_other: string | null;
  /** The parsed list's top-level ingredients as written (what the product page lists). */
  ingredients: string[];
  nutriments: Record<string, number>;
  sources: string[];
  licences: string[];
  diet_tokens: string[];
  /** Why the product fits a diet, for its card (fit-facts.ts). */
  fit_facts: string[];
  name_search: string;
  /** The search document, a tsvector literal (search-doc.ts). */
  search_text: string;
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
    product_name_it: p.names.it,
    ingredients_text: p.ingredients_text.other,
    ingredients_text_de: p.ingredients_text.de,
    ingredients_text_fr: p.ingredients_text.fr,
    ingredients_text_en: p.ingredients_text.en,
    ingredients_text_it: p.ingredients_text.it,
    allergens_tags: p.allergens_tags,
    traces_tags: p.traces_tags,
    labels_tags: p.labels_tags,
    categories_tags: p.categories_tags,
    nutriments_100g: p.nutriments,
  };
}

/** The names the category mapper reads, the most trusted first, with their language when known. */
export function categoryNames(p: Pick<MergedProduct, 'names' | 'generic_name'>): LangName[] {
  const { de, fr, en, other, it } = p.names;
  return (
    [
      [de, 'de'],
      [fr, 'fr'],
      [en, 'en'],
      [other, undefined],
      [it, 'it'],
      [p.generic_name, undefined],
    ] as const
  ).flatMap(([text, lang]) => (!text ? [] : lang ? [{ text, lang }] : [{ text }]));
}

/** The product's ingredient list as the engine reads it (German first, as the product page does). */
export function parseIngredientsOf(engine: Engine, input: ProductInput) {
  const text =
    input.ingredients_text_de ??
    input.ingredients_text_fr ??
    input.ingredients_text_en ??
    input.ingredients_text ??
    input.ingredients_text_it;
  return text ? engine.parseIngredients(text) : null;
}

export function buildProductRow(
  p: MergedProduct,
  ctx: CatalogueContext,
): { row: ProductRow; mapped: boolean } {
  // The Italian name is searched (Ticino's shoppers type it) but not shown: no portal language.
  const names = [p.names.de, p.names.fr, p.names.en, p.names.other, p.names.it].filter(
    (n): n is string => !!n,
  );
  const input = toProductInput(p);
  const parsed = parseIngredientsOf(ctx.engine, input);
  const match = ctx.mapper({
    tags: p.categories_tags,
    names: categoryNames(p),
    ingredients: parsed,
    nutriments: p.nutriments,
    quantity: p.quantity,
  });
  const nameWords = tokenise(names.join(' '));
  const diet = ctx.engine.flagTokens(ctx.engine.computeFlags(input));
  const readable = readableNames(p, ctx.readName);
  const brand = p.brand ?? readable.brand;
  const words = buildSearchWords(
    {
      titles: [p.names.de, p.names.fr, p.names.en, p.names.other].flatMap((name, i) => {
        const title = [
          readable.titles.de,
          readable.titles.fr,
          readable.titles.en,
          readable.titles.other,
        ][i];
        return title ?? name ?? [];
      }),
      printed: names,
      seller: [brand, readable.range].filter((s): s is string => !!s),
      subcategoryWords: match ? subcategoryWords(match.subcategoryId) : [],
      kinds: match?.kinds ?? [],
    },
    ctx.splitter,
  );
  const row: Omit<ProductRow, 'content_hash'> = {
    code: p.code,
    name_en: p.names.en ?? null,
    name_de: p.names.de ?? null,
    name_fr: p.names.fr ?? null,
    name_it: p.names.it ?? null,
    name_other: p.names.other ?? null,
    title_en: readable.titles.en ?? null,
    title_de: readable.titles.de ?? null,
    title_fr: readable.titles.fr ?? null,
    title_other: readable.titles.other ?? null,
    range_name: readable.range ?? null,
    generic_name: p.generic_name ?? null,
    brand: brand ?? null,
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
    ingredients_text_it: p.ingredients_text.it ?? null,
    ingredients_text_other: p.ingredients_text.other ?? null,
    ingredients: parsed?.ingredients.map((i) => i.text) ?? [],
    nutriments: p.nutriments,
    sources: p.sources,
    licences: p.licences,
    diet_tokens: diet,
    fit_facts: findFitFacts(ctx.engine, input, diet, match?.subcategoryId),
    name_search: nameWords.join(' '),
    search_text: searchDocument(words, diet.filter(isIndexedDietToken)),
    completeness: completeness(p),
  };
  const content_hash = createHash('sha1').update(JSON.stringify(row)).digest('base64url');
  return { row: { ...row, content_hash }, mapped: !!match };
}

/**
 * Each name as a shopper reads it (only where it differs from the source name), and the brand and
 * range its prefix gave, from the first name (de, fr, en, other) that had one.
 */
function readableNames(p: MergedProduct, readName: NameReader) {
  const titles: Partial<Record<keyof MergedProduct['names'], string>> = {};
  let found: ReadableName | undefined;
  for (const lang of ['de', 'fr', 'en', 'other'] as const) {
    const name = p.names[lang];
    if (!name) continue;
    const read = readName(name, p.brand);
    if (read.name !== name) titles[lang] = read.name;
    if (!found?.brand && read.brand) found = read;
  }
  return { titles, brand: found?.brand, range: found?.range };
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
