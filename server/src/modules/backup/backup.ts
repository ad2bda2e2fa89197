import { spawnSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  renameSync,
  writeFileSync,
  openSync,
  readSync,
  closeSync,
} from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '#server/db/client.js';

/** Where the data lives: PostgreSQL (`url`) or the embedded database under `dataDir`. */
export interface BackupTarget {
  url?: string;
  dataDir: string;
}

export type BackupKind = 'embedded' | 'postgres';

/** A file name that sorts by time: `safeshelf-embedded-20261124-101500.tar.gz`. */
export function defaultBackupName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `safeshelf-${kind}-${stamp}.${kind === 'embedded' ? 'tar.gz' : 'dump'}`;
}

/**
 * Writes a backup of the whole database to `file`. Embedded: PGlite's own dump of its data
 * directory (a consistent copy, gzip tar), taken while no server holds the directory. PostgreSQL:
 * `pg_dump --format=custom`, which reads one consistent snapshot while the API keeps running.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupKind> {
  if (target.url) {
    runPgTool('pg_dump', ['--format=custom', '--no-owner', '--file', file], target.url);
    return 'postgres';
  }
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const dump = await database.dump!('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
  return 'embedded';
}

/**
 * Replaces the database with the backup in `file`. Embedded: the current data directory is kept
 * beside it as `pgdata.before-restore-<time>`; PostgreSQL: `pg_restore --clean` in one transaction,
 * so a failed restore leaves the database as it was. Migrations newer than the backup run after.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<BackupKind> {
  const kind = backupKindOf(file);
  const wanted: BackupKind = target.url ? 'postgres' : 'embedded';
  if (kind !== wanted) {
    throw new Error(
      `${file} is ${kind === 'postgres' ? 'a PostgreSQL backup (pg_dump)' : 'an embedded-database backup'}, ` +
        `but this installation uses ${target.url ? 'PostgreSQL (DATABASE_URL is set)' : 'the embedded database (DATABASE_URL is not set)'}.`,
    );
  }
  if (target.url) {
    runPgTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        file,
      ],
      target.url,
    );
    const database = await openDatabase({ url: target.url, poolMax: 1 });
    await database.close();
    return 'postgres';
  }
  const pgdata = join(target.dataDir, 'pgdata');
  const template = new Blob([readFileSync(file)]);
  const aside = `${pgdata}.before-restore-${Date.now()}`;
  if (existsSync(pgdata)) renameSync(pgdata, aside);
  try {
    const database = await openDatabase({ dataDir: target.dataDir, template });
    await database.close();
  } catch (error) {
    if (existsSync(aside)) renameSync(aside, pgdata);
    throw error;
  }
  return 'embedded';
}

/** gzip (PGlite's dump) or `PGDMP` (pg_dump's custom format). */
export function backupKindOf(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  throw new Error(`${file} is not a SafeShelf backup (neither a pg_dump file nor a PGlite dump)`);
}

/** Runs pg_dump/pg_restore with the password in PGPASSWORD, not on the command line (`ps`). */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const result = spawnSync(tool, [...args, '--dbname', target.toString()], {
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `${tool} is not installed. Install the PostgreSQL client tools of your server's major version ` +
        `or newer (Debian: apt-get install postgresql-client), or back up with your provider's tools.`,
    );
  }
  if (result.status !== 0) {
    throw new Error(
      `${tool} failed (exit ${result.status}): ${result.stderr.trim().slice(0, 2000)}`,
    );
  }
}
