import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.js';

/**
 * Counts one request for `key` in its window and returns the count and the milliseconds left.
 * One statement, so two instances counting at once never lose a hit; an expired window restarts.
 */
export async function incrementHits(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_hits as r (key, hits, expires_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
          expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
        returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl`,
  );
  return { current: row!.hits, ttl: row!.ttl };
}

/** Forgets windows that ended (client addresses are kept no longer than needed). */
export async function deleteExpiredHits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where expires_at < now()`);
}
