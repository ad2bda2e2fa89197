import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DietCheck } from '@safeshelf/contract';
import { products } from './catalogue.js';
import { users } from './users.js';

/** 0400_my_products.sql: a user's own products, judged from the text of their label. */
export const myProducts = pgTable('my_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  barcode: text('barcode'),
  ingredientsText: text('ingredients_text').notNull(),
  lang: text('lang'),
  dietColor: text('diet_color').notNull(),
  checks: jsonb('checks').$type<DietCheck[]>().notNull(),
  judgedBy: text('judged_by').notNull(),
  judgedFor: text('judged_for').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 0400_my_products.sql: "Is this wrong?" reports on a verdict. */
export const verdictReports = pgTable('verdict_reports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  productCode: text('product_code'),
  myProductId: integer('my_product_id').references(() => myProducts.id, {
    onDelete: 'set null',
  }),
  productName: text('product_name'),
  ingredientsText: text('ingredients_text'),
  lang: text('lang'),
  intolerance: text('intolerance').notNull(),
  reason: text('reason').notNull(),
  comment: text('comment'),
  dietColor: text('diet_color').notNull(),
  checks: jsonb('checks').$type<DietCheck[]>().notNull(),
  engineFingerprint: text('engine_fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
