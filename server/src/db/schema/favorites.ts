import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** products.id is referenced in SQL (0210_favorites.sql); the catalogue schema owns that table. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
