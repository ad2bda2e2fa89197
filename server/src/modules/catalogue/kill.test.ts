import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '#server/db/client.js';
import { repoRoot } from '#server/env.js';
import { testEnv } from '#server/test/app.js';
import { createScratchDatabase } from '#server/test/database.js';
import { importCatalogue } from './import-catalogue.js';
import { swissOffFile, tempFolder, writeSubset } from './test-catalogue.js';

/** A database the test and a child process can both open in turn: a data dir, or a fresh PostgreSQL database. */
async function sharedDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-kill-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  const scratch = await createScratchDatabase(server, 'safeshelf_kill');
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ url: scratch.url }),
    drop: scratch.drop,
  };
}

const fingerprint = (database: Database) =>
  queryRows<{ n: number; hashes: string }>(
    database.db,
    sql`select count(*)::int as n, md5(string_agg(code || content_hash, ',' order by code)) as hashes from products`,
  );

describe('an import killed half-way', () => {
  it('leaves the previous catalogue exactly as it was', async () => {
    const env = testEnv();
    const shared = await sharedDatabase();
    try {
      let database = await shared.open();
      const first = await writeSubset(
        swissOffFile(env.CATALOG_DIR),
        tempFolder(),
        'off_subset.jsonl',
        () => true,
        250,
      );
      await importCatalogue(database, {
        paths: [first],
        catalogDir: env.CATALOG_DIR,
        swissOnly: true,
      });
      const before = await fingerprint(database);
      await database.close();

      const lifyzer = join(env.CATALOG_DIR, 'products/lifyzer_off2019_swiss_barcodes.csv');
      const bigger = await writeSubset(
        lifyzer,
        tempFolder(),
        'lifyzer_subset.csv',
        () => true,
        4000,
      );
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', bigger], {
        cwd: join(repoRoot, 'server'),
        // One worker thread: other test files run beside this one.
        env: {
          ...process.env,
          ...shared.env,
          CATALOG_DIR: env.CATALOG_DIR,
          LOG_LEVEL: 'silent',
          WORKERS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Killed once it is merging products into the catalogue, i.e. in the middle of writing.
      const killedWhile = await new Promise<string>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('merging products')) {
            child.kill('SIGKILL');
            resolve('merging');
          }
        });
        child.on('exit', (code) =>
          reject(new Error(`import ended by itself (${code}) before it could be killed`)),
        );
      });
      await new Promise((resolve) => child.once('exit', resolve));
      expect(killedWhile).toBe('merging');

      database = await shared.open();
      expect(await fingerprint(database)).toEqual(before);
      expect(before[0]!.n).toBeGreaterThan(200);
      await database.close();
    } finally {
      await shared.drop();
    }
    // ~75 s alone on two cores shared by a dozen processes (load 20); the import itself is ~10 s.
  }, 180_000);
});
