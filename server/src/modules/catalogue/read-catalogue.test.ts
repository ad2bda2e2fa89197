import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.js';
import { openTestDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { getEngine } from '../diet/engine.js';
import { importCatalogue } from './import-catalogue.js';
import { toProductInput } from './product-row.js';
import { readMergedCatalogue } from './read-catalogue.js';
import { swissOffFile, tempFolder, writeSubset } from './test-catalogue.js';

// The diet audit judges the catalogue from the files, without a database: it must see exactly
// the products (and so the diet tokens) an import stores, including barcodes found in several files.
describe('readMergedCatalogue', () => {
  const env = testEnv();
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives the products and diet tokens that importing the same files stores', async () => {
    const codes = readFileSync(swissOffFile(env.CATALOG_DIR), 'utf8')
      .split('\n', 250)
      .map((l) => /"code":\s*"(\d+)"/.exec(l)?.[1])
      .filter((c): c is string => !!c);
    const wanted = (line: string) => codes.some((c) => line.startsWith(`${c},`));
    const folder = tempFolder();
    const products = join(env.CATALOG_DIR, 'products');
    await writeSubset(swissOffFile(env.CATALOG_DIR), folder, 'off_swiss.jsonl', () => true, 250);
    await writeSubset(join(products, 'foodrepo_ch_2018.csv'), folder, 'foodrepo.csv', wanted, 250);
    await writeSubset(
      join(products, 'lifyzer_off2019_swiss_barcodes.csv'),
      folder,
      'lifyzer.csv',
      wanted,
      250,
    );
    await importCatalogue(database, {
      paths: [folder],
      catalogDir: env.CATALOG_DIR,
      swissOnly: true,
    });
    const stored = await queryRows<{
      code: string;
      diet_tokens: string[];
      n: number;
      name_de: string | null;
    }>(
      database.db,
      sql`select p.code, p.diet_tokens, p.name_de, (select count(*)::int from product_sources s where s.code = p.code) as n
          from products p order by p.code`,
    );
    const merged = await readMergedCatalogue([folder], true);
    const engine = getEngine(env.CATALOG_DIR);
    expect(merged.map((p) => p.code)).toEqual(stored.map((s) => s.code));
    expect(stored.filter((s) => s.n >= 2).length).toBeGreaterThan(50);
    merged.forEach((p, i) => {
      expect(p.names.de ?? null).toBe(stored[i]!.name_de);
      expect(engine.flagTokens(engine.computeFlags(toProductInput(p)))).toEqual(
        stored[i]!.diet_tokens,
      );
    });
  });
});
