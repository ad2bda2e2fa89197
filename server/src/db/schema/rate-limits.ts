import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0300_rate_limit_hits.sql: per-address request counts shared by every API instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
