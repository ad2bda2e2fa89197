// Bulk loads without a second copy of any index: the indexes the migrations built are read from
// PostgreSQL (`pg_indexes.indexdef`), dropped for the load and re-created from those very
// definitions, so a benchmark always measures the schema a real deployment has.
import type { Database } from '../server/src/db/client.js';

interface IndexDefinition {
  indexname: string;
  indexdef: string;
}

/** Secondary indexes of `tables` (not those behind a primary key or unique constraint). */
export async function migrationIndexes(
  database: Database,
  tables: string[],
): Promise<IndexDefinition[]> {
  const list = tables.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ');
  return database.withSession((s) =>
    s.rows<IndexDefinition>(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = current_schema() and i.tablename in (${list})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
       order by i.indexname`,
    ),
  );
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then re-creates them exactly as the
 * migrations defined them and analyses the tables. Returns the definitions it re-created.
 */
export async function withoutIndexes(
  database: Database,
  tables: string[],
  load: () => Promise<void>,
): Promise<IndexDefinition[]> {
  const indexes = await migrationIndexes(database, tables);
  const tune = "set statement_timeout = 0; set maintenance_work_mem = '256MB'";
  await database.withSession((s) =>
    s.exec(`${tune}; ${indexes.map((i) => `drop index ${i.indexname}`).join('; ')}`),
  );
  await load();
  await database.withSession(async (s) => {
    await s.exec(tune);
    for (const index of indexes) await s.exec(index.indexdef);
    for (const table of tables) await s.exec(`vacuum analyze ${table}`);
  });
  const rebuilt = await migrationIndexes(database, tables);
  if (JSON.stringify(rebuilt) !== JSON.stringify(indexes)) {
    throw new Error('the re-created indexes differ from the migrations’ definitions');
  }
  return indexes;
}
