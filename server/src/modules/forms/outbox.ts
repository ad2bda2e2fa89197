import type { Db } from '#server/db/client.js';
import {
  claimDueSubmissions,
  markFailed,
  markForwarded,
  type SubmissionRow,
} from './repository.js';

const BATCH = 20;
const MAX_BATCHES = 10;
const TIMEOUT_MS = 10_000;

/** The original site posted these forms to a spreadsheet script as multipart form data; so do we. */
function toFormData(row: SubmissionRow): FormData {
  const form = new FormData();
  form.set('form', row.form);
  for (const [name, value] of Object.entries(row.fields)) form.set(name, value);
  form.set('submitted_at', row.submittedAt.toISOString());
  return form;
}

/**
 * Sends every submission that is due to the webhook. A failure only pushes the row's next attempt
 * back (exponential, capped at an hour); nothing is ever dropped.
 */
export async function forwardDueSubmissions(
  db: Db,
  url: string,
): Promise<{ forwarded: number; failed: number }> {
  let forwarded = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await claimDueSubmissions(db, BATCH);
    for (const row of rows) {
      const error = await send(url, row);
      if (error === null) {
        await markForwarded(db, row.id);
        forwarded++;
      } else {
        await markFailed(db, row.id, error);
        failed++;
      }
    }
    if (rows.length < BATCH) break;
  }
  return { forwarded, failed };
}

async function send(url: string, row: SubmissionRow): Promise<string | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body: toFormData(row),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (error) {
    return (error as Error).message || 'request failed';
  }
}
