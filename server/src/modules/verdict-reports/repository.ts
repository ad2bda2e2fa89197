import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';
import { verdictReports } from '#server/db/schema/index.js';

export type VerdictReportRow = typeof verdictReports.$inferSelect;
export type NewVerdictReport = typeof verdictReports.$inferInsert;

/** A user may file this many reports a day; more is noise or abuse. */
export const MAX_REPORTS_PER_DAY = 50;

export async function createVerdictReport(db: Db, values: NewVerdictReport) {
  const [row] = await db.insert(verdictReports).values(values).returning();
  return row!;
}

export const listVerdictReportsOfUser = (db: Db, userId: number) =>
  db
    .select()
    .from(verdictReports)
    .where(eq(verdictReports.userId, userId))
    .orderBy(desc(verdictReports.createdAt), desc(verdictReports.id))
    .limit(500);

export async function countRecentReports(db: Db, userId: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from verdict_reports
        where user_id = ${userId} and created_at > now() - interval '1 day'`,
  );
  return row?.n ?? 0;
}

/** Every report, oldest first (the team's `npm run reports`; never through the API). */
export const listAllVerdictReports = (db: Db) =>
  db.select().from(verdictReports).orderBy(verdictReports.createdAt, verdictReports.id);
