import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.js';
import { openDatabase, queryRows } from '#server/db/client.js';
import { createScratchDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { createUser, login, nextIp } from '../account/test-factories.js';
import { insertRealProducts } from '../favorites/test-products.js';
import { backupDatabase, backupKindOf, restoreDatabase, type BackupTarget } from './backup.js';

/**
 * Issue 14 (10): a backup taken, then the account deleted and another registered, then the backup
 * restored: the user logs in again with the same favourites, the catalogue is whole, the later user gone.
 * Runs on the embedded database, or on PostgreSQL (pg_dump/pg_restore) when TEST_DATABASE_URL is set.
 */
describe('backup and restore round trip', () => {
  const env = testEnv();
  const folder = mkdtempSync(join(tmpdir(), 'safeshelf-backup-'));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  async function withApp<T>(
    target: BackupTarget,
    fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
  ) {
    const database = await openDatabase({ url: target.url, dataDir: target.dataDir, poolMax: 2 });
    const app = await buildApp({ env, database });
    try {
      return await fn(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('keeps users, favourites and the catalogue', { timeout: 180_000 }, async () => {
    const target: BackupTarget = { dataDir: join(folder, 'data') };
    if (process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(scratch.drop);
      target.url = scratch.url;
    }
    const before = await withApp(target, async (app) => {
      const user = await createUser(app, { username: 'zoe' });
      const products = await insertRealProducts(app.database.db, env.CATALOG_DIR, 30);
      for (const p of [products[3]!, products[17]!]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/favorites/toggle/',
          headers: user.auth,
          payload: { product_id: p.id },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode).toBe(201);
      }
      const favorites = (await app.inject({ url: '/api/favorites/', headers: user.auth })).json();
      return { user, favorites, products: await countProducts(app) };
    });
    expect(before.favorites).toHaveLength(2);

    const file = join(folder, 'backup');
    const kind = await backupDatabase(target, file);
    expect(kind).toBe(target.url ? 'postgres' : 'embedded');
    expect(backupKindOf(file)).toBe(kind);

    await withApp(target, async (app) => {
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/user/',
        headers: before.user.auth,
        payload: { password: before.user.password },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(204);
      await app.database.db.execute(sql`delete from products`);
      await createUser(app, { username: 'later' });
    });

    await restoreDatabase(target, file);

    await withApp(target, async (app) => {
      const tokens = await login(app, 'zoe', before.user.password);
      const auth = { authorization: `Bearer ${tokens.access}` };
      expect((await app.inject({ url: '/api/favorites/', headers: auth })).json()).toEqual(
        before.favorites,
      );
      expect(await countProducts(app)).toBe(before.products);
      const later = await queryRows(
        app.database.db,
        sql`select 1 from users where username = 'later'`,
      );
      expect(later).toHaveLength(0);
    });
    if (!target.url)
      expect(readdirSync(target.dataDir).some((f) => f.startsWith('pgdata.before-restore-'))).toBe(
        true,
      );
  });

  it('refuses a file that is not a backup, and a backup of the other database kind', async () => {
    const junk = join(folder, 'junk.txt');
    writeFileSync(junk, 'hello');
    await expect(restoreDatabase({ dataDir: join(folder, 'x') }, junk)).rejects.toThrow(
      /not a SafeShelf backup/,
    );
    const fakePg = join(folder, 'fake.dump');
    writeFileSync(fakePg, 'PGDMP....');
    await expect(restoreDatabase({ dataDir: join(folder, 'y') }, fakePg)).rejects.toThrow(
      /is a PostgreSQL backup \(pg_dump\), but this installation uses the embedded database/,
    );
  });

  it('says what to install when pg_dump is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(folder, 'no-tools-here');
    try {
      await expect(
        backupDatabase(
          { url: 'postgres://u:p@localhost:5432/db', dataDir: folder },
          join(folder, 'b'),
        ),
      ).rejects.toThrow(/pg_dump is not installed\. .*apt-get install postgresql-client/);
    } finally {
      process.env.PATH = path;
    }
  });
});

async function countProducts(app: { database: { db: Parameters<typeof queryRows>[0] } }) {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from products`,
  );
  return row!.n;
}
