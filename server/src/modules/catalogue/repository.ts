import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.js';
import { CATEGORY_TREE } from './category-tree.js';
import type { ProductRow } from './product-row.js';
import type { SourceRecord } from './source-record.js';

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

/** Temporary tables for this import's rows and the barcodes to re-merge; they go with the transaction. */
export async function createStaging(db: Db): Promise<void> {
  await db.execute(sql`set local statement_timeout = 0`);
  await db.execute(sql`
    create temp table import_staging (code text not null, source text not null, payload jsonb not null,
      primary key (code, source)) on commit drop`);
  await db.execute(sql`create temp table import_changed (code text primary key) on commit drop`);
}

export async function insertStaging(
  db: Db,
  source: string,
  records: SourceRecord[],
): Promise<void> {
  // One row per barcode per statement (ON CONFLICT cannot touch a row twice); the last one wins.
  const byCode = new Map(records.map((r) => [r.code, r]));
  const rows = [...byCode.values()].map((r) => ({ code: r.code, payload: r }));
  await db.execute(sql`
    insert into import_staging (code, source, payload)
    select r.code, ${source}, r.payload from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(code text, payload jsonb)
    on conflict (code, source) do update set payload = excluded.payload`);
}

/**
 * Stores what each source says (unchanged rows are not rewritten) and notes the barcodes to
 * re-merge: those whose source rows changed, those without a product, or all with `recompute`
 * (after a change of the merge rules or the diet engine).
 */
export async function publishStaging(db: Db, recompute: boolean): Promise<void> {
  await db.execute(sql`
    with changed as (
      insert into product_sources (code, source, payload)
      select code, source, payload from import_staging
      on conflict (code, source) do update set payload = excluded.payload
      where product_sources.payload is distinct from excluded.payload
      returning code
    )
    insert into import_changed (code) select distinct code from changed on conflict do nothing`);
  await db.execute(sql`
    insert into import_changed (code)
    select distinct s.code from import_staging s
    where ${recompute} or not exists (select 1 from products p where p.code = s.code)
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
    create temp table rejudge_before on commit drop as
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

/** The next barcodes to re-merge (after `afterCode`), each with every source's record. */
export async function listStagedSources(db: Db, afterCode: string, limit: number) {
  return queryRows<{ code: string; records: SourceRecord[] }>(
    db,
    sql`select s.code, jsonb_agg(ps.payload order by ps.source) as records
        from (select code from import_changed where code > ${afterCode} order by code limit ${limit}) s
        join product_sources ps on ps.code = s.code
        group by s.code order by s.code`,
  );
}

const COLUMNS =
  sql.raw(`code, name_en, name_de, name_fr, name_other, title_en, title_de, title_fr, title_other, range_name,
  generic_name, brand, quantity, stores, countries, origins, image_url, category_id, subcategory_id, categories_tags, labels_tags, allergens_tags, traces_tags,
  ingredients_text_en, ingredients_text_de, ingredients_text_fr, ingredients_text_other, ingredients, nutriments,
  sources, licences, diet_tokens, name_search, completeness, content_hash`);
const RECORD =
  sql.raw(`r(code text, name_en text, name_de text, name_fr text, name_other text, title_en text, title_de text,
  title_fr text, title_other text, range_name text, generic_name text,
  brand text, quantity text, stores text[], countries text[], origins text, image_url text, category_id int,
  subcategory_id int, categories_tags text[], labels_tags text[], allergens_tags text[], traces_tags text[],
  ingredients_text_en text, ingredients_text_de text, ingredients_text_fr text, ingredients_text_other text,
  ingredients text[], nutriments jsonb, sources text[], licences text[], diet_tokens text[], name_search text,
  completeness smallint, content_hash text, words_a text[], words_b text[], words_c text[], words_d text[], diet_indexed text[])`);
const UPDATES = sql.raw(
  `code, name_en, name_de, name_fr, name_other, title_en, title_de, title_fr, title_other, range_name, generic_name,
  brand, quantity, stores, countries, origins, image_url,
  category_id, subcategory_id, categories_tags, labels_tags, allergens_tags, traces_tags, ingredients_text_en,
  ingredients_text_de, ingredients_text_fr, ingredients_text_other, ingredients, nutriments, sources, licences,
  diet_tokens, name_search, completeness, content_hash`
    .split(',')
    .map((c) => `${c.trim()} = excluded.${c.trim()}`)
    .join(', '),
);

/**
 * Inserts or updates products, and their search rows, in one statement. Rows whose content hash
 * is unchanged are left alone, so a repeated import writes nothing. Returns how many were written.
 */
export async function upsertProducts(db: Db, rows: ProductRow[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await queryRows<{ id: number }>(
    db,
    sql`with r as (
          select *,
            setweight(array_to_tsvector(words_a), 'A') || setweight(array_to_tsvector(words_b), 'B')
              || setweight(array_to_tsvector(words_c), 'C') || setweight(array_to_tsvector(words_d), 'D')
              || array_to_tsvector(array(select '#' || t from unnest(diet_indexed) t)) as search_doc
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${RECORD}
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
