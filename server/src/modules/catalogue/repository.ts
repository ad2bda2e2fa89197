import { randomUUID } from 'node:crypto';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.js';
import { CATEGORY_TREE } from './category-tree.js';
import { textArray } from '#server/db/sql-array.js';

/** Writes the shopper tree (fixed ids), so that products can reference it. */
export async function upsertCategoryTree(db: Db): Promise<void> {
  const cats = CATEGORY_TREE.map((c, i) => ({
    id: c.id,
    slug: c.slug,
    name_en: c.en,
    name_de: c.de,
    name_fr: c.fr,
    position: i,
  }));
  const subs = CATEGORY_TREE.flatMap((c) =>
    c.subcategories.map((s, i) => ({
      id: s.id,
      slug: s.slug,
      category_id: c.id,
      name_en: s.en,
      name_de: s.de,
      name_fr: s.fr,
      position: i,
    })),
  );
  await db.execute(sql`
    insert into categories (id, slug, name_en, name_de, name_fr, position)
    select * from jsonb_to_recordset(${JSON.stringify(cats)}::jsonb)
      as r(id int, slug text, name_en text, name_de text, name_fr text, position int)
    on conflict (id) do update set slug = excluded.slug, name_en = excluded.name_en, name_de = excluded.name_de,
      name_fr = excluded.name_fr, position = excluded.position`);
  await db.execute(sql`
    insert into subcategories (id, slug, category_id, name_en, name_de, name_fr, position)
    select * from jsonb_to_recordset(${JSON.stringify(subs)}::jsonb)
      as r(id int, slug text, category_id int, name_en text, name_de text, name_fr text, position int)
    on conflict (id) do update set slug = excluded.slug, category_id = excluded.category_id, name_en = excluded.name_en,
      name_de = excluded.name_de, name_fr = excluded.name_fr, position = excluded.position`);
}

/**
 * The import's temporary tables: the barcodes to re-merge, and (after an engine change) each
 * product's diet tokens before. Dropped by `dropImportTables`, or with a failed transaction.
 */
export async function createImportTables(db: Db, inTransaction: boolean): Promise<void> {
  if (inTransaction) await db.execute(sql`set local statement_timeout = 0`);
  await dropImportTables(db);
  await db.execute(sql`create temp table import_changed (code text primary key)`);
}

export async function dropImportTables(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists import_changed`);
  await db.execute(sql`drop table if exists rejudge_before`);
}

/**
 * What is stored for these barcodes from this source: the payload's hash (null when the source has
 * no row), and whether the barcode has a product yet.
 */
export async function findSourceHashes(db: Db, source: string, codes: string[]) {
  return queryRows<{ code: string; hash: string | null; has_product: boolean }>(
    db,
    sql`select c.code, ps.payload_hash as hash, (p.code is not null) as has_product
        from unnest(${textArray(codes)}) as c(code)
        left join product_sources ps on ps.code = c.code and ps.source = ${source}
        left join products p on p.code = c.code`,
  );
}

/**
 * Stores what a source says about some barcodes (`rows`: JSON array of {code, hash, payload}) and
 * notes the barcodes to re-merge (`merge`).
 */
export async function writeSources(
  db: Db,
  source: string,
  rows: string,
  merge: string[],
): Promise<void> {
  await db.execute(sql`
    insert into product_sources (code, source, payload, payload_hash)
    select r.code, ${source}, r.payload, r.hash
    from jsonb_to_recordset(${rows}::jsonb) as r(code text, hash text, payload jsonb)
    on conflict (code, source) do update set payload = excluded.payload, payload_hash = excluded.payload_hash`);
  await db.execute(sql`
    insert into import_changed (code) select unnest(${textArray(merge)})
    on conflict do nothing`);
}

/**
 * Notes every stored barcode for re-merging (after the diet engine changed), from the source rows
 * already in the database, and keeps a digest of each product's diet tokens to count what changed.
 */
export async function stageEveryProduct(db: Db): Promise<void> {
  await db.execute(
    sql`insert into import_changed (code) select distinct code from product_sources on conflict do nothing`,
  );
  await db.execute(sql`
    create temp table rejudge_before as
    select code, md5(array_to_string(diet_tokens, ' ')) as tokens from products`);
}

/** After `stageEveryProduct` and the merge: how many products' diet tokens (their colours) changed. */
export async function countDietChanges(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p join rejudge_before b on b.code = p.code
        where b.tokens <> md5(array_to_string(p.diet_tokens, ' '))`,
  );
  return row?.n ?? 0;
}

export async function findCatalogueMeta(db: Db, key: string): Promise<string | null> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from catalogue_meta where key = ${key}`,
  );
  return row?.value ?? null;
}

export async function upsertCatalogueMeta(db: Db, key: string, value: string): Promise<void> {
  await db.execute(sql`
    insert into catalogue_meta (key, value, updated_at) values (${key}, ${value}, now())
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/** Set while the start-up import runs (committed before it): the catalogue is still loading. */
export const CATALOGUE_IMPORT_KEY = 'catalogue_import_started';

/**
 * Claims the start-up import: true for the one caller that sets the marker (a fresh one, or the
 * `seen` marker of an import that was cut short), false when another instance got there first.
 */
export async function claimCatalogueImport(db: Db, seen: string | null): Promise<boolean> {
  const mine = `${new Date().toISOString()} ${randomUUID()}`;
  const rows = await queryRows<{ key: string }>(
    db,
    seen === null
      ? sql`insert into catalogue_meta (key, value) values (${CATALOGUE_IMPORT_KEY}, ${mine})
            on conflict (key) do nothing returning key`
      : sql`update catalogue_meta set value = ${mine}, updated_at = now()
            where key = ${CATALOGUE_IMPORT_KEY} and value = ${seen} returning key`,
  );
  return rows.length === 1;
}

export async function endCatalogueImport(db: Db): Promise<void> {
  await db.execute(sql`delete from catalogue_meta where key = ${CATALOGUE_IMPORT_KEY}`);
}

/** Whether the catalogue is still being imported, and how many products it has so far. */
export async function findCatalogueStatus(db: Db) {
  const [row] = await queryRows<{ loading: boolean; products: number }>(
    db,
    sql`select exists (select 1 from catalogue_meta where key = ${CATALOGUE_IMPORT_KEY}) as loading,
          (select count(*)::int from products) as products`,
  );
  return {
    state: row?.loading ? ('loading' as const) : ('ready' as const),
    products: row?.products ?? 0,
  };
}

/**
 * The next barcodes to re-merge (after `afterCode`), in barcode order: the last one, and a JSON
 * array holding, per barcode, its sources' records (text, parsed by whoever builds the rows).
 */
export async function listChangedSources(db: Db, afterCode: string, limit: number) {
  const [page] = await queryRows<{ last: string | null; groups: string | null }>(
    db,
    sql`select max(s.code) as last, json_agg(s.records order by s.code)::text as groups
        from (select c.code, jsonb_agg(ps.payload order by ps.source) as records
              from (select code from import_changed where code > ${afterCode} order by code limit ${limit}) c
              join product_sources ps on ps.code = c.code
              group by c.code) s`,
  );
  return page?.last ? { last: page.last, groups: page.groups! } : null;
}

const COLUMNS =
  sql.raw(`code, name_en, name_de, name_fr, name_it, name_other, title_en, title_de, title_fr, title_other, range_name,
  generic_name, brand, quantity, stores, countries, origins, image_url, category_id, subcategory_id, categories_tags, labels_tags, allergens_tags, traces_tags,
  ingredients_text_en, ingredients_text_de, ingredients_text_fr, ingredients_text_it, ingredients_text_other, ingredients, nutriments,
  sources, licences, diet_tokens, fit_facts, name_search, completeness, content_hash`);
const RECORD =
  sql.raw(`r(code text, name_en text, name_de text, name_fr text, name_it text, name_other text, title_en text, title_de text,
  title_fr text, title_other text, range_name text, generic_name text,
  brand text, quantity text, stores text[], countries text[], origins text, image_url text, category_id int,
  subcategory_id int, categories_tags text[], labels_tags text[], allergens_tags text[], traces_tags text[],
  ingredients_text_en text, ingredients_text_de text, ingredients_text_fr text, ingredients_text_it text, ingredients_text_other text,
  ingredients text[], nutriments jsonb, sources text[], licences text[], diet_tokens text[], fit_facts text[], name_search text,
  completeness smallint, content_hash text, search_text text)`);
const UPDATES = sql.raw(
  `code, name_en, name_de, name_fr, name_it, name_other, title_en, title_de, title_fr, title_other, range_name, generic_name,
  brand, quantity, stores, countries, origins, image_url,
  category_id, subcategory_id, categories_tags, labels_tags, allergens_tags, traces_tags, ingredients_text_en,
  ingredients_text_de, ingredients_text_fr, ingredients_text_it, ingredients_text_other, ingredients, nutriments, sources, licences,
  diet_tokens, fit_facts, name_search, completeness, content_hash`
    .split(',')
    .map((c) => `${c.trim()} = excluded.${c.trim()}`)
    .join(', '),
);

/**
 * Inserts or updates products (`rows`: a JSON array of ProductRow), and their search rows, in one
 * statement. Rows whose content hash is unchanged are left alone, so a repeated import writes
 * nothing. Returns how many were written.
 */
export async function upsertProducts(db: Db, rows: string): Promise<number> {
  const written = await queryRows<{ id: number }>(
    db,
    sql`with r as (
          select *, search_text::tsvector as search_doc
          from jsonb_to_recordset(${rows}::jsonb) as ${RECORD}
        ),
        written as (
          insert into products (${COLUMNS}, updated_at)
          select ${COLUMNS}, now() from r
          on conflict (code) do update set ${UPDATES}, updated_at = now()
          where products.content_hash is distinct from excluded.content_hash
          returning id, code
        )
        insert into product_search (id, completeness, category_id, subcategory_id, name_search, search_doc)
        select w.id, r.completeness, r.category_id, r.subcategory_id, r.name_search, r.search_doc
        from written w join r on r.code = w.code
        on conflict (id) do update set completeness = excluded.completeness, category_id = excluded.category_id,
          subcategory_id = excluded.subcategory_id, name_search = excluded.name_search, search_doc = excluded.search_doc
        returning id`,
  );
  return written.length;
}

/**
 * Adds this import's product words to the typo-tolerance word list, and forgets the words no
 * product has any more (a renamed product's old name would otherwise be offered as a correction).
 */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`
    insert into search_words (word)
    select distinct w.word from products p
      join import_changed s on s.code = p.code
      join product_search ps on ps.id = p.id
      cross join lateral unnest(tsvector_to_array(ps.search_doc)) as w(word)
    where w.word not like '#%'
    on conflict (word) do nothing`);
  await db.execute(sql`
    with current_words as materialized (
      select distinct w.word from product_search ps
        cross join lateral unnest(tsvector_to_array(ps.search_doc)) as w(word)
    )
    delete from search_words s
    where exists (select 1 from import_changed)
      and not exists (select 1 from current_words c where c.word = s.word)`);
}

/**
 * After bulk writes: merges the GIN indexes' pending lists (a fresh import leaves thousands of
 * unsorted entries that every search would scan; PGlite has no autovacuum) and refreshes the
 * planner's statistics. Both work inside the import's transaction.
 */
export async function tidyIndexes(db: Db): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('product_search_doc_idx'::regclass)`);
  await db.execute(sql`select gin_clean_pending_list('products_name_trgm_idx'::regclass)`);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_search`);
  await db.execute(sql`analyze search_words`);
}

export async function countUnmapped(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where category_id is null`,
  );
  return row?.n ?? 0;
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  return row?.n ?? 0;
}

export interface PriceRow {
  code: string;
  store: string;
  price: number;
  url: string | null;
  date: string | null;
}

/** Sets price, store, url and date of known products; returns the barcodes updated. */
export async function updatePrices(db: Db, rows: PriceRow[]): Promise<string[]> {
  const updated = await queryRows<{ code: string }>(
    db,
    sql`update products p set price = r.price, grocery_store = r.store, product_url = r.url, price_date = r.date::date
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(code text, store text, price numeric, url text, date text)
        where p.code = r.code
        returning p.code`,
  );
  return updated.map((u) => u.code);
}

/**
 * A failed statement's error without its parameters: Drizzle's message carries the whole batch
 * (thousands of rows of catalogue text), which must never reach a terminal or a log.
 */
export function withoutParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return Object.assign(
    new Error(`catalogue import failed: ${cause?.message ?? 'database error'}`),
    {
      code: cause?.code,
    },
  );
}

/** PostgreSQL only: NOTIFY on `channel` (inside a transaction, delivered when it commits). */
export async function notifyChannel(db: Db, channel: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}
