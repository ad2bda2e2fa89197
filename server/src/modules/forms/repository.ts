import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';
import { formSubmissions } from '#server/db/schema/index.js';

export type FormName = 'newsletter' | 'contact';
export type SubmissionRow = typeof formSubmissions.$inferSelect;

/** `userId`: the signed-in sender, or null; the only link between a submission and an account. */
export async function createSubmission(
  db: Db,
  form: FormName,
  email: string,
  fields: Record<string, string>,
  userId: number | null,
) {
  const [row] = await db
    .insert(formSubmissions)
    .values({ form, email, fields, userId })
    .returning({ id: formSubmissions.id, submittedAt: formSubmissions.submittedAt });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** What the user sent signed in, whatever address they typed (decision 162); never matched by address. */
export async function listSubmissionsOfUser(db: Db, userId: number) {
  return db
    .select({
      form: formSubmissions.form,
      fields: formSubmissions.fields,
      submittedAt: formSubmissions.submittedAt,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.userId, userId))
    .orderBy(asc(formSubmissions.id));
}

/** How long a claimed row stays invisible to other workers while it is being sent. */
const LEASE_S = 60;

/**
 * Claims up to `limit` submissions due for forwarding. The claim pushes next_attempt_at past the
 * lease, so a crash mid-send only delays the retry; SKIP LOCKED keeps two instances apart.
 */
export async function claimDueSubmissions(db: Db, limit: number): Promise<SubmissionRow[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update form_submissions set next_attempt_at = now() + make_interval(secs => ${LEASE_S})
        where id in (
          select id from form_submissions
          where forwarded_at is null and next_attempt_at <= now()
          order by id limit ${limit} for update skip locked)
        returning id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(formSubmissions)
    .where(
      sql`${formSubmissions.id} in (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(formSubmissions.id));
}

export async function markForwarded(db: Db, id: number): Promise<void> {
  await db
    .update(formSubmissions)
    .set({
      forwardedAt: sql`now()`,
      attempts: sql`${formSubmissions.attempts} + 1`,
      lastError: null,
    })
    .where(eq(formSubmissions.id, id));
}

/** Backoff 10 s, 20 s, 40 s … capped at one hour; a submission is never dropped. */
export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(formSubmissions)
    .set({
      attempts: sql`${formSubmissions.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => least(3600, 10 * power(2, least(${formSubmissions.attempts}, 12))))`,
    })
    .where(eq(formSubmissions.id, id));
}
