import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Per-address request counts shared by API instances on PostgreSQL (migration 0300, decision 081). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
