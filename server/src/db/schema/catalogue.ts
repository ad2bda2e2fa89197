import {
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameDe: text('name_de').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull(),
});

export const subcategories = pgTable('subcategories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
  nameEn: text('name_en').notNull(),
  nameDe: text('name_de').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull(),
});

export const productSources = pgTable(
  'product_sources',
  {
    code: text('code').notNull(),
    source: text('source').notNull(),
    payload: jsonb('payload').notNull(),
    payloadHash: text('payload_hash'),
  },
  (t) => [primaryKey({ columns: [t.code, t.source] })],
);

export const products = pgTable('products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en'),
  nameDe: text('name_de'),
  nameFr: text('name_fr'),
  nameIt: text('name_it'),
  nameOther: text('name_other'),
  titleEn: text('title_en'),
  titleDe: text('title_de'),
  titleFr: text('title_fr'),
  titleOther: text('title_other'),
  rangeName: text('range_name'),
  genericName: text('generic_name'),
  brand: text('brand'),
  quantity: text('quantity'),
  stores: text('stores').array().notNull().default([]),
  countries: text('countries').array().notNull().default([]),
  origins: text('origins'),
  imageUrl: text('image_url'),
  categoryId: integer('category_id').references(() => categories.id),
  subcategoryId: integer('subcategory_id').references(() => subcategories.id),
  categoriesTags: text('categories_tags').array().notNull().default([]),
  labelsTags: text('labels_tags').array().notNull().default([]),
  allergensTags: text('allergens_tags').array().notNull().default([]),
  tracesTags: text('traces_tags').array().notNull().default([]),
  ingredientsTextEn: text('ingredients_text_en'),
  ingredientsTextDe: text('ingredients_text_de'),
  ingredientsTextFr: text('ingredients_text_fr'),
  ingredientsTextIt: text('ingredients_text_it'),
  ingredientsTextOther: text('ingredients_text_other'),
  ingredients: text('ingredients').array().notNull().default([]),
  nutriments: jsonb('nutriments').$type<Record<string, number>>().notNull().default({}),
  sources: text('sources').array().notNull().default([]),
  licences: text('licences').array().notNull().default([]),
  dietTokens: text('diet_tokens').array().notNull().default([]),
  fitFacts: text('fit_facts').array().notNull().default([]),
  nameSearch: text('name_search').notNull().default(''),
  completeness: smallint('completeness').notNull().default(0),
  contentHash: text('content_hash').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }),
  groceryStore: text('grocery_store'),
  productUrl: text('product_url'),
  priceDate: date('price_date'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Narrow projection of products that search scans (see migration 0101). */
export const productSearch = pgTable('product_search', {
  id: integer('id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  completeness: smallint('completeness').notNull(),
  categoryId: integer('category_id'),
  subcategoryId: integer('subcategory_id'),
  nameSearch: text('name_search').notNull(),
  searchDoc: tsvector('search_doc').notNull(),
});

export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });

/** Facts about the catalogue as a whole, e.g. `engine_fingerprint` (see migration 0102). */
export const catalogueMeta = pgTable('catalogue_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
