import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ProductList } from '@safeshelf/contract';
import { buildApp, type App } from '#server/app.js';
import { openDatabase, type Database } from '#server/db/client.js';
import { repoRoot } from '#server/env.js';
import { testEnv } from '#server/test/app.js';
import { createScratchDatabase } from '#server/test/database.js';
import { tempFolder, writeSubset } from '../catalogue/test-catalogue.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several API instances on one PostgreSQL (issue 30 point 3, decision 175): an import run by
// another process (here the import CLI) must reach this instance's in-memory search words at once,
// not after their 5-minute age limit: a typo of a word that only the import brought is found.
describe.skipIf(!serverUrl)('an import by another process on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let app: App;
  const env = testEnv();
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    database = await openDatabase({ url: scratch.url, poolMax: 4 });
    app = await buildApp({ env: { ...env, DATABASE_URL: scratch.url }, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  const search = async (text: string) => {
    const res = await app.inject({ url: `/api/filtered-products/?search=${text}` });
    expect(res.statusCode).toBe(200);
    return res.json<ProductList>().items;
  };

  it('reaches the search words this instance holds in memory as soon as it commits', async () => {
    // The instance has loaded its words (none yet): the typo has nothing to be corrected to.
    expect(await search('schokolde')).toEqual([]);
    const subset = await writeSubset(
      join(env.CATALOG_DIR, 'products/foodrepo_ch_2018.csv'),
      tempFolder(),
      'chocolate.csv',
      (l) => l.startsWith('761') && /schokolade/i.test(l),
      20,
    );
    await promisify(execFile)(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [join(repoRoot, 'server/src/cli/import.ts'), subset],
      {
        env: {
          ...process.env,
          DATABASE_URL: scratch.url,
          JWT_SECRET: env.JWT_SECRET,
          CATALOG_DIR: env.CATALOG_DIR,
          WORKERS: '1',
        },
      },
    );
    let found = await search('schokolde');
    for (let waited = 0; !found.length && waited < 5_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      found = await search('schokolde');
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /schokolade/i.test(`${p.name_de} ${p.name_en} ${p.name_fr}`))).toBe(
      true,
    );
  }, 120_000);
});
