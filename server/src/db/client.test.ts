import { mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.js';
import { listMigrations } from './migrate.js';
import { openTestDatabase } from '../test/database.js';

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

  it('takes over a lock left by a process that died', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-db-'));
    writeFileSync(join(dataDir, 'safeshelf.lock'), `999999999@${hostname()}`);
    const database = await openDatabase({ dataDir });
    expect(await database.ping()).toBe(true);
    await database.close();
  }, 60_000);
});

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
