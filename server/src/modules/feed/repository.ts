import { sql } from 'drizzle-orm';
import type { DietTokenQuery } from '@safeshelf/engine';
import { FEED_RETENTION_DAYS } from '@safeshelf/contract';
import { queryRows, type Db } from '#server/db/client.js';
import type { Colour, FeedItemKind, ItemName, ListTexts } from '#server/db/schema/feed.js';

export type { Colour, ListTexts };
import { textArray } from '#server/db/sql-array.js';

const RETENTION = sql.raw(`interval '${FEED_RETENTION_DAYS} days'`);

/** A product's name in each interface language (its own, else another one), as the cards show it. */
const NAMES = sql.raw(`jsonb_build_object(
  'en', coalesce(p.name_en, p.name_other, p.name_de, p.name_fr, ''),
  'de', coalesce(p.name_de, p.name_other, p.name_en, p.name_fr, ''),
  'fr', coalesce(p.name_fr, p.name_other, p.name_en, p.name_de, ''))`);

/** How far the user's feed has read the log, and how far the log goes (one indexed look each). */
export async function findFeedState(db: Db, userId: number) {
  const [row] = await queryRows<{
    latest: number;
    change_id: number | null;
    engine_fingerprint: string | null;
  }>(
    db,
    sql`select (select coalesce(max(id), 0) from feed_product_changes)::float8 as latest,
          c.change_id::float8 as change_id, c.engine_fingerprint
        from (select 1) one left join feed_cursors c on c.user_id = ${userId}`,
  );
  return row!;
}

/** The user's cursor, created at 0 when missing and locked: one catch-up per user at a time. */
export async function lockCursor(db: Db, userId: number) {
  await db.execute(
    sql`insert into feed_cursors (user_id) values (${userId}) on conflict (user_id) do nothing`,
  );
  const [row] = await queryRows<{
    change_id: number;
    engine_fingerprint: string | null;
    language: string;
    user_since: Date;
  }>(
    db,
    sql`select c.change_id::float8 as change_id, c.engine_fingerprint, u.language,
          greatest(u.created_at, now() - ${RETENTION}) as user_since
        from feed_cursors c join users u on u.id = c.user_id
        where c.user_id = ${userId} for update of c`,
  );
  return row;
}

export async function saveCursor(db: Db, userId: number, changeId: number, engine: string) {
  await db.execute(sql`update feed_cursors set change_id = greatest(change_id, ${changeId}),
      engine_fingerprint = ${engine}, checked_at = now() where user_id = ${userId}`);
}

/** A change to a product the user follows (a favourite or a verdict report), in the log's order. */
export interface FollowedChange {
  change_id: number;
  product_id: number;
  texts_before: ListTexts | null;
  texts_after: ListTexts | null;
  tokens_before: string[] | null;
  tokens_after: string[] | null;
  /** The product's tokens now (for a list change that left the tokens alone). */
  tokens_now: string[] | null;
  names: ItemName | null;
  changed_at: Date;
  favourite: boolean;
  reported: boolean;
  engine_changed: boolean;
}

/**
 * Changes in (after, upTo] to the user's favourites made after they were favourited, and to
 * products the user reported made after the report. The log is read by product id (its index),
 * for the user's few hundred products at most.
 */
export function listFollowedChanges(db: Db, userId: number, after: number, upTo: number) {
  return queryRows<FollowedChange>(
    db,
    sql`with followed as (
          select product_id, min(fav_since) as fav_since, min(report_since) as report_since from (
            select product_id, created_at as fav_since, null::timestamptz as report_since
              from favorites where user_id = ${userId}
            union all
            select product_id, null, created_at from verdict_reports
              where user_id = ${userId} and product_id is not null
          ) x group by product_id
        )
        select c.id::float8 as change_id, c.product_id, c.texts_before, c.texts_after,
          c.tokens_before, c.tokens_after, p.diet_tokens as tokens_now,
          case when p.id is null then null else ${NAMES} end as names,
          c.changed_at,
          coalesce(c.changed_at >= f.fav_since, false) as favourite,
          coalesce(c.changed_at >= f.report_since, false) as reported,
          exists (select 1 from feed_engine_changes e where e.xact = c.xact) as engine_changed
        from followed f
        join feed_product_changes c on c.product_id = f.product_id and c.kind = 'changed'
          and c.id > ${after} and c.id <= ${upTo} and c.changed_at > now() - ${RETENTION}
        left join products p on p.id = c.product_id
        order by c.id`,
  );
}

export interface NewProduct {
  change_id: number;
  product_id: number;
  names: ItemName;
  changed_at: Date;
}

/**
 * Products added in (after, upTo], since `since`, in the subcategories the user favourites or
 * browses most, that are green for the user's diet tokens, not yet a favourite; the most complete
 * first. Each subcategory reads only its newest additions (the log's partial index).
 */
export function listNewProducts(
  db: Db,
  userId: number,
  range: { after: number; upTo: number; since: Date },
  query: DietTokenQuery,
  limit: number,
) {
  const avoid = [...query.red, ...query.yellow];
  return queryRows<NewProduct>(
    db,
    sql`with interests as (
          select p.subcategory_id as id, 3 as weight from favorites f
            join products p on p.id = f.product_id
            where f.user_id = ${userId} and p.subcategory_id is not null
          union all
          select subcategory_id, visits from feed_interests where user_id = ${userId}
        ),
        top as (select id from interests group by id order by sum(weight) desc, id limit 8)
        select c.id::float8 as change_id, p.id as product_id, ${NAMES} as names, c.changed_at
        from top t
        cross join lateral (
          select c.id, c.product_id, c.changed_at from feed_product_changes c
          where c.kind = 'added' and c.subcategory_id = t.id and c.id > ${range.after}
            and c.id <= ${range.upTo} and c.changed_at >= ${range.since}
          order by c.id desc limit 50
        ) c
        join products p on p.id = c.product_id
        where not (p.diet_tokens && ${textArray(avoid)})
          and not exists (select 1 from favorites f where f.user_id = ${userId} and f.product_id = p.id)
        order by p.completeness desc, c.id desc
        limit ${limit}`,
  );
}

export interface NewItem {
  userId: number;
  kind: FeedItemKind;
  productId: number;
  changeId: number;
  productName: ItemName;
  colorBefore: Colour | null;
  colorAfter: Colour | null;
  wordsAdded: string[];
  wordsRemoved: string[];
  changedAt: Date;
}

/** Stores items; one per user, kind and change, however many catch-ups race. */
export async function insertItems(db: Db, items: NewItem[]) {
  if (!items.length) return;
  const rows = items.map((i) => ({
    user_id: i.userId,
    kind: i.kind,
    product_id: i.productId,
    change_id: i.changeId,
    product_name: i.productName,
    color_before: i.colorBefore,
    color_after: i.colorAfter,
    words_added: i.wordsAdded,
    words_removed: i.wordsRemoved,
    changed_at: i.changedAt.toISOString(),
  }));
  await db.execute(sql`
    insert into feed_items (user_id, kind, product_id, change_id, product_name, color_before,
      color_after, words_added, words_removed, changed_at)
    select r.user_id, r.kind, r.product_id, r.change_id, r.product_name, r.color_before,
      r.color_after, r.words_added, r.words_removed, r.changed_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(user_id int, kind text,
      product_id int, change_id bigint, product_name jsonb, color_before text, color_after text,
      words_added text[], words_removed text[], changed_at timestamptz)
    on conflict (user_id, kind, change_id) do nothing`);
}

export interface ItemRow {
  id: number;
  kind: FeedItemKind;
  product_id: number | null;
  my_product_id: number | null;
  product_name: ItemName;
  image_url: string | null;
  color_before: Colour | null;
  color_after: Colour | null;
  words_added: string[];
  words_removed: string[];
  changed_at: Date;
  read_at: Date | null;
}

/** One page of the user's feed, newest first (the (user_id, changed_at, id) index, in order). */
export function listItems(db: Db, userId: number, limit: number, before?: number) {
  const page = before
    ? sql`and (i.changed_at, i.id) < (select changed_at, id from feed_items
          where id = ${before} and user_id = ${userId})`
    : sql``;
  return queryRows<ItemRow>(
    db,
    sql`select i.id::float8 as id, i.kind, i.product_id, i.my_product_id, i.product_name,
          p.image_url, i.color_before, i.color_after, i.words_added, i.words_removed,
          i.changed_at, i.read_at
        from feed_items i left join products p on p.id = i.product_id
        where i.user_id = ${userId} and i.changed_at > now() - ${RETENTION} ${page}
        order by i.changed_at desc, i.id desc limit ${limit}`,
  );
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from feed_items
        where user_id = ${userId} and read_at is null and changed_at > now() - ${RETENTION}`,
  );
  return row?.n ?? 0;
}

/** Marks the user's items with these ids (all, without ids) read; others' ids change nothing. */
export async function markRead(db: Db, userId: number, ids?: number[]) {
  const which = ids ? sql`and id = any(${textArray(ids.map(String))}::bigint[])` : sql``;
  await db.execute(
    sql`update feed_items set read_at = now() where user_id = ${userId} and read_at is null ${which}`,
  );
}

export async function deleteItem(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from feed_items where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** Counts a visit to a subcategory ("New for you" favours what the user browses). */
export async function recordInterest(db: Db, userId: number, subcategoryId: number) {
  await db.execute(sql`
    insert into feed_interests (user_id, subcategory_id)
    select ${userId}, id from subcategories where id = ${subcategoryId}
    on conflict (user_id, subcategory_id)
    do update set visits = feed_interests.visits + 1, last_visit_at = now()`);
}

/** The subcategories the user browsed, counted (for the data export). */
export const listInterests = (db: Db, userId: number) =>
  queryRows<{ subcategory_id: number; visits: number; last_visit_at: Date }>(
    db,
    sql`select subcategory_id, visits, last_visit_at from feed_interests
        where user_id = ${userId} order by subcategory_id`,
  );

/** Forgets what is older than the feed keeps (items, and the log they were made from). */
export async function pruneFeed(db: Db) {
  await db.execute(sql`delete from feed_items where changed_at < now() - ${RETENTION}`);
  await db.execute(sql`delete from feed_product_changes where changed_at < now() - ${RETENTION}`);
  await db.execute(sql`delete from feed_engine_changes where changed_at < now() - ${RETENTION}`);
}
