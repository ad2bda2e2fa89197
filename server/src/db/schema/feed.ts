import { sql } from 'drizzle-orm';
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, subcategories } from './catalogue.js';
import { myProducts } from './label-scan.js';
import { users } from './users.js';

/** Ingredient texts by language, as the catalogue keeps them. */
export type ListTexts = Partial<Record<'en' | 'de' | 'fr' | 'other', string>>;
/** A product's name in the interface languages. */
export type ItemName = Record<'en' | 'de' | 'fr', string>;

/** 0500_feed.sql: products that changed, written by triggers on products (decision 200). */
export const feedProductChanges = pgTable('feed_product_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: integer('product_id').notNull(),
  kind: text('kind').$type<'added' | 'changed'>().notNull(),
  subcategoryId: integer('subcategory_id'),
  textsBefore: jsonb('texts_before').$type<ListTexts>(),
  textsAfter: jsonb('texts_after').$type<ListTexts>(),
  tokensBefore: text('tokens_before').array(),
  tokensAfter: text('tokens_after').array(),
  xact: bigint('xact', { mode: 'number' })
    .notNull()
    .default(sql`txid_current()`),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 0500_feed.sql: the diet engine changed (written by a trigger on catalogue_meta). */
export const feedEngineChanges = pgTable('feed_engine_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  fingerprintBefore: text('fingerprint_before').notNull(),
  fingerprintAfter: text('fingerprint_after').notNull(),
  xact: bigint('xact', { mode: 'number' })
    .notNull()
    .default(sql`txid_current()`),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FeedItemKind = 'favorite_changed' | 'new_for_you' | 'report_moved';
export type Colour = 'green' | 'yellow' | 'red';

/** 0500_feed.sql: one user's feed items. */
export const feedItems = pgTable(
  'feed_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FeedItemKind>().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    myProductId: integer('my_product_id').references(() => myProducts.id, {
      onDelete: 'cascade',
    }),
    changeId: bigint('change_id', { mode: 'number' }),
    productName: jsonb('product_name').$type<ItemName>().notNull(),
    colorBefore: text('color_before').$type<Colour>(),
    colorAfter: text('color_after').$type<Colour>(),
    wordsAdded: text('words_added').array().notNull().default([]),
    wordsRemoved: text('words_removed').array().notNull().default([]),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('feed_items_change_key').on(t.userId, t.kind, t.changeId)],
);

/** 0500_feed.sql: how far each user's feed has read the change log. */
export const feedCursors = pgTable('feed_cursors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  changeId: bigint('change_id', { mode: 'number' }).notNull().default(0),
  engineFingerprint: text('engine_fingerprint'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 0500_feed.sql: the subcategories a user browses, counted. */
export const feedInterests = pgTable(
  'feed_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    visits: integer('visits').notNull().default(1),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subcategoryId] })],
);
