import { mkdtempSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.js';
import { listMigrations } from './migrate.js';
import { openTestDatabase } from '../test/database.js';
import { repoRoot } from '../env.js';

describe('embedded database', () => {
  it('keeps data across restarts and refuses a second process on the same directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-db-'));
    const first = await openDatabase({ dataDir });
    await first.db.execute(
      sql`insert into users (username, email, password_hash) values ('anna', 'anna@example.ch', 'x')`,
    );
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another SafeShelf process/);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    const rows = await queryRows<{ username: string }>(
      reopened.db,
      sql`select username from users`,
    );
    await reopened.close();
    expect(rows.map((r) => r.username)).toEqual(['anna']);
  }, 60_000);

  it('starts after kill -9 in a container: the old pid@hostname file names this PID, another host', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-db-'));
    // What an unclean stop leaves behind when node was PID 1 and the container got a new hostname:
    // the file names a live PID (ours) on another host, but no process holds the lock.
    writeFileSync(join(dataDir, 'safeshelf.lock'), `${process.pid}@container-before-restart`);
    const database = await openDatabase({ dataDir });
    expect(await database.ping()).toBe(true);
    await database.close();
  }, 60_000);

  it('refuses while another live process holds the directory, and starts once it is killed -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-db-'));
    const holder = await holdDataDir(dataDir);
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`in use by another SafeShelf process \\(${holder.pid}@`),
      );
    } finally {
      await holder.kill9();
    }
    const database = await openDatabase({ dataDir });
    expect(await database.ping()).toBe(true);
    await database.close();
  }, 60_000);
});

/** A second process (not this one) that takes the lock of `dataDir` and keeps it until killed. */
async function holdDataDir(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'server/src/test/hold-data-dir.ts'), dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return {
    pid: child.pid!,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('migrations', () => {
  it('are all applied once, in order, on this database', async () => {
    const database = await openTestDatabase();
    try {
      const applied = await queryRows<{ name: string }>(
        database.db,
        sql`select name from schema_migrations order by name`,
      );
      expect(applied.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
    } finally {
      await database.close();
    }
  }, 60_000);
});
