import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { queryRows, type Database } from './client.js';
import { schema } from './schema/index.js';

// The SQL migrations create the database; the Drizzle schema is what the repositories' queries are
// typed against. A column added to one and not the other would only fail at run time.

interface Column {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

const normaliseType = (type: string) => type.replace(/\s+/g, '').toLowerCase();

function drizzleColumns(): Column[] {
  return Object.values(schema).flatMap((table: PgTable) => {
    const config = getTableConfig(table);
    return config.columns.map((c) => ({
      table: config.name,
      column: c.name,
      type: normaliseType(c.getSQLType()),
      notNull: c.notNull,
      hasDefault: c.hasDefault || c.generatedIdentity !== undefined,
    }));
  });
}

function drizzleKeys(): string[] {
  return Object.values(schema).flatMap((table: PgTable) => {
    const config = getTableConfig(table);
    const primary = config.primaryKeys.length
      ? config.primaryKeys.map((pk) => pk.columns.map((c) => c.name))
      : [config.columns.filter((c) => c.primary).map((c) => c.name)];
    return [
      ...primary
        .filter((cols) => cols.length)
        .map((cols) => `${config.name} p (${cols.join(',')})`),
      ...config.columns.filter((c) => c.isUnique).map((c) => `${config.name} u (${c.name})`),
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        const target = getTableConfig(ref.foreignTable).name;
        const onDelete = fk.onDelete && fk.onDelete !== 'no action' ? ` ${fk.onDelete}` : '';
        return `${config.name} f (${ref.columns.map((c) => c.name).join(',')}) -> ${target} (${ref.foreignColumns.map((c) => c.name).join(',')})${onDelete}`;
      }),
    ];
  });
}

describe('the Drizzle schema', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('declares exactly the tables and columns the migrations create, with the same types', async () => {
    const rows = await queryRows<Column>(
      database.db,
      sql`select c.relname as "table", a.attname as "column",
            format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
            (a.atthasdef or a.attidentity <> '') as "hasDefault"
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            and c.relname <> 'schema_migrations'`,
    );
    const inDatabase = rows.map((r) => ({ ...r, type: normaliseType(r.type) }));
    const byKey = (c: Column) => `${c.table}.${c.column}`;
    const sort = (cols: Column[]) => [...cols].sort((a, b) => byKey(a).localeCompare(byKey(b)));
    expect(sort(drizzleColumns())).toEqual(sort(inDatabase));
  });

  it('declares the same primary keys, unique constraints and foreign keys', async () => {
    const rows = await queryRows<{ key: string }>(
      database.db,
      sql`select c.relname || ' ' || k.contype::text || ' (' ||
            (select string_agg(a.attname, ',' order by x.n) from unnest(k.conkey) with ordinality x(attnum, n)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = x.attnum) || ')' ||
            case when k.contype = 'f' then ' -> ' || t.relname || ' (' ||
              (select string_agg(a.attname, ',' order by x.n) from unnest(k.confkey) with ordinality x(attnum, n)
                join pg_attribute a on a.attrelid = k.confrelid and a.attnum = x.attnum) || ')' ||
              case k.confdeltype when 'c' then ' cascade' when 'n' then ' set null' when 'r' then ' restrict' else '' end
            else '' end as key
          from pg_constraint k join pg_class c on c.oid = k.conrelid
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_class t on t.oid = k.confrelid
          where n.nspname = 'public' and k.contype::text in ('p', 'u', 'f') and c.relname <> 'schema_migrations'`,
    );
    expect(drizzleKeys().sort()).toEqual(rows.map((r) => r.key).sort());
  });

  // Removing a catalogue product (a catalogue update removes thousands) or a My product (its user,
  // in a request) checks every row that points at it; without an index on the pointing column
  // that check reads the whole table (migrations 0501 and 0510).
  it('indexes every foreign key to products and My products', async () => {
    const rows = await queryRows<{ key: string }>(
      database.db,
      sql`select c.relname || '.' || a.attname || ' -> ' || t.relname as key
          from pg_constraint k join pg_class c on c.oid = k.conrelid
          join pg_class t on t.oid = k.confrelid
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
          where k.contype = 'f' and t.relname in ('products', 'my_products')
            and not exists (select 1 from pg_index i
              where i.indrelid = k.conrelid and i.indkey[0] = k.conkey[1])`,
    );
    expect(rows.map((r) => r.key)).toEqual([]);
  });
});
