import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  gender: text('gender'),
  birthYear: integer('birth_year'),
  language: text('language').notNull().default('English'),
  shoppingPreference: smallint('shopping_preference'),
  intolerances: text('intolerances').array().notNull().default([]),
  customIntolerances: text('custom_intolerances').array().notNull().default([]),
  toleratedFodmapGroups: text('tolerated_fodmap_groups').array().notNull().default([]),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
