import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** 0600_household.sql: the people a user shops for (no account, no birth date). */
export const householdPeople = pgTable('household_people', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  intolerances: text('intolerances').array().notNull().default([]),
  customIntolerances: text('custom_intolerances').array().notNull().default([]),
  toleratedFodmapGroups: text('tolerated_fodmap_groups').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
