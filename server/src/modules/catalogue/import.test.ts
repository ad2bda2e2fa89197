import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.js';
import { openTestDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { importCatalogue } from './import-catalogue.js';
import { importPrices } from './import-prices.js';
import { swissOffFile, tempFolder, writeSubset } from './test-catalogue.js';

describe('catalogue import', () => {
  const env = testEnv();
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const run = (paths: string[]) =>
    importCatalogue(database, { paths, catalogDir: env.CATALOG_DIR, swissOnly: true });
  const product = async (code: string) =>
    (
      await queryRows<Record<string, unknown>>(
        database.db,
        sql`select * from products where code = ${code}`,
      )
    )[0];

  it('skips broken rows with their line numbers, drops absurd values, and imports the rest', async () => {
    const real = readFileSync(swissOffFile(env.CATALOG_DIR), 'utf8')
      .split('\n', 400)
      .filter((l) => l.includes('"nutriments_100g"'))
      .slice(0, 30);
    const absurd = JSON.parse(real[1]!);
    absurd.nutriments_100g = { ...absurd.nutriments_100g, fat: 250, sugars: -3 };
    const lines = [
      real[0],
      '{"code": "7610000000001", "product_name": "Broken',
      real[2],
      JSON.stringify(absurd),
      '{"product_name": "No barcode"}',
      ...real.slice(3),
    ];
    const file = join(tempFolder(), 'off_test.jsonl');
    writeFileSync(file, lines.join('\n') + '\n');
    const report = await run([file]);
    expect(report.issues).toEqual(
      expect.arrayContaining([
        { file, line: 2, reason: 'broken JSON' },
        { file, line: 4, reason: 'absurd value dropped: fat=250' },
        { file, line: 4, reason: 'absurd value dropped: sugars=-3' },
        { file, line: 5, reason: 'missing barcode' },
      ]),
    );
    expect(report.skipped).toBe(2);
    const kept = await product(absurd.code);
    expect(kept?.nutriments).not.toHaveProperty('fat');
    expect(report.totalProducts).toBe(report.products);
    expect(report.products).toBeGreaterThan(20);
  });

  it('is idempotent: the same file twice writes nothing and keeps product ids', async () => {
    const file = await writeSubset(
      swissOffFile(env.CATALOG_DIR),
      tempFolder(),
      'off_swiss_part.jsonl',
      () => true,
      300,
    );
    const first = await run([file]);
    const ids = await queryRows<{ id: number; code: string }>(
      database.db,
      sql`select id, code from products order by code`,
    );
    const second = await run([file]);
    expect(first.written).toBeGreaterThan(250);
    expect(second.written).toBe(0);
    expect(second.products).toBe(0);
    const recomputed = await importCatalogue(database, {
      paths: [file],
      catalogDir: env.CATALOG_DIR,
      swissOnly: true,
      recompute: true,
    });
    expect(recomputed.products).toBe(first.products);
    expect(recomputed.written).toBe(0);
    expect(second.totalProducts).toBe(first.totalProducts);
    expect(await queryRows(database.db, sql`select id, code from products order by code`)).toEqual(
      ids,
    );
    // Three imports of 300 products: ~5 s alone, over 30 s on a machine shared with other suites.
  }, 90_000);

  it('merges Open Food Facts (Lifyzer) and FoodRepo rows of one barcode into one product with both credits', async () => {
    const folder = tempFolder();
    const codes = ['7610008005346', '7610008005377', '7610008005384'];
    const keep = (l: string) => codes.some((c) => l.startsWith(`${c},`));
    await writeSubset(
      join(env.CATALOG_DIR, 'products/lifyzer_off2019_swiss_barcodes.csv'),
      folder,
      'lifyzer.csv',
      keep,
      3,
    );
    await writeSubset(
      join(env.CATALOG_DIR, 'products/foodrepo_ch_2018.csv'),
      folder,
      'foodrepo.csv',
      keep,
      3,
    );
    const report = await run([folder]);
    expect(report.products).toBe(3);
    const ragusa = await product('7610008005346');
    expect(ragusa).toMatchObject({
      sources: ['Open Food Facts', 'FoodRepo'],
      licences: ['ODbL 1.0', 'CC BY 4.0'],
      quantity: '100 g',
    });
  });

  it('fills prices from a price list and never invents one', async () => {
    const file = join(tempFolder(), 'prices.csv');
    writeFileSync(
      file,
      'barcode,store,price_chf,url,date\n7610008005346,Coop,2.95,https://www.coop.ch/p/1,2026-11-20\n7610008005377,Migros,abc,,\n0000000000000,Coop,1.00,,\n',
    );
    const report = await importPrices(database, file);
    expect(report).toMatchObject({ rows: 3, updated: 1, skipped: 1, unknownBarcodes: 1 });
    expect(await product('7610008005346')).toMatchObject({
      price: '2.95',
      grocery_store: 'Coop',
      product_url: 'https://www.coop.ch/p/1',
    });
    expect((await product('7610008005377'))?.price).toBeNull();
  });

  it('keeps only http and https shop links (issue 29, 11)', async () => {
    const file = join(tempFolder(), 'prices.csv');
    writeFileSync(
      file,
      'barcode,store,price_chf,url\n7610008005346,Coop,3.10," javascript:alert(document.cookie)"\n',
    );
    const report = await importPrices(database, file);
    expect(report).toMatchObject({ rows: 1, updated: 1, skipped: 0 });
    expect(report.issues).toEqual([{ file, line: 2, reason: 'url is not http or https: dropped' }]);
    expect(await product('7610008005346')).toMatchObject({ price: '3.10', product_url: null });
    await expect(
      database.db.execute(
        sql`update products set product_url = 'data:text/html,hi' where code = '7610008005346'`,
      ),
    ).rejects.toThrow();
  });

  it('forgets typo-list words that no product has any more (issue 14)', async () => {
    const source = join(env.CATALOG_DIR, 'products/lifyzer_off2019_swiss_barcodes.csv');
    const [header, ...rest] = readFileSync(source, 'utf8').split('\n');
    const bomba = rest.find((l) => l.startsWith('7613331012838,'))!;
    expect(bomba).toContain('"Riz pour paella espagnol ""Bomba"""');
    const file = join(tempFolder(), 'renamed.csv');
    const words = async () =>
      (await queryRows<{ word: string }>(database.db, sql`select word from search_words`)).map(
        (r) => r.word,
      );
    writeFileSync(file, `${header}\n${bomba}\n`);
    await run([file]);
    expect(await words()).toEqual(expect.arrayContaining(['bomba', 'paella']));
    writeFileSync(file, `${header}\n${bomba.replace(' ""Bomba""', '')}\n`);
    await run([file]);
    expect(await words()).toContain('paella');
    expect(await words()).not.toContain('bomba');
  });
});
