import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** What the runner needs from a connection: one session, so locks and transactions hold. */
export interface MigrationSession {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
}

/** Migration files, applied in name order: NNNN_feature-change.sql. */
export function listMigrations(): { name: string; script: string }[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, script: readFileSync(join(migrationsDir, name), 'utf8') }));
}

/**
 * Applies pending migrations, each in its own transaction. `serialise` takes an advisory lock
 * (PostgreSQL) so two app instances starting together never apply the same migration twice.
 */
export async function runMigrations(
  session: MigrationSession,
  serialise: boolean,
): Promise<string[]> {
  if (serialise) await session.exec('select pg_advisory_lock(727274)');
  try {
    await session.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await session.rows<{ name: string }>('select name from schema_migrations')).map(
        (r) => r.name,
      ),
    );
    const applied: string[] = [];
    for (const { name, script } of listMigrations()) {
      if (done.has(name)) continue;
      try {
        await session.exec(
          `begin;\nset local statement_timeout = 0;\n${script}\n;\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
        );
      } catch (error) {
        await session.exec('rollback').catch(() => {});
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
    return applied;
  } finally {
    if (serialise) await session.exec('select pg_advisory_unlock(727274)');
  }
}
