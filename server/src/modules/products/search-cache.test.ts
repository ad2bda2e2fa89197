import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductList } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { tempFolder, writeSubset } from '../catalogue/test-catalogue.js';

// The search answers an API instance keeps in memory (decision 176): shared by shoppers who ask
// the same with the same diet only, and never older than the catalogue.
describe('search answers kept in memory', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let lactose: TestUser;
  const foodRepo = (keep: (line: string) => boolean, name: string) =>
    writeSubset(
      join(ctx.env.CATALOG_DIR, 'products/foodrepo_ch_2018.csv'),
      tempFolder(),
      name,
      (l) => l.startsWith('761') && keep(l),
      30,
    );
  beforeAll(async () => {
    ctx = await buildTestApp();
    await importCatalogue(ctx.database, {
      paths: [await foodRepo((l) => /milch/i.test(l), 'milk.csv')],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    lactose = await createUser(ctx.app, { intolerances: ['lactose'] });
  }, 60_000);
  afterAll(() => ctx.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url: `/api/filtered-products/?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<ProductList>().items;
  };

  it('gives each diet its own answer to the same words', async () => {
    const fitting = 'search=milch&limit=50&diet=green,yellow';
    const mine = await list(fitting, lactose.auth);
    const anyone = await list(fitting);
    expect(await list(fitting, lactose.auth)).toEqual(mine);
    expect(mine.every((p) => p.diet_color !== 'red')).toBe(true);
    const mineIds = new Set(mine.map((p) => p.id));
    // Milk that a lactose-free diet hides is listed for a shopper with no intolerance.
    expect(anyone.some((p) => !mineIds.has(p.id))).toBe(true);
  });

  it('answers from the new catalogue as soon as an import changed it', async () => {
    const file = await foodRepo((l) => /honig/i.test(l) && !/milch/i.test(l), 'honey.csv');
    const barcode = readFileSync(file, 'utf8').split('\n')[1]!.split(',')[0]!.replace(/\D/g, '');
    const before = (await list('search=honig&limit=50')).length;
    expect(await list(`search=${barcode}`)).toEqual([]);
    await importCatalogue(ctx.database, {
      paths: [file],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    expect((await list(`search=${barcode}`)).map((p) => p.barcode)).toEqual([barcode]);
    expect((await list('search=honig&limit=50')).length).toBeGreaterThan(before);
  });
});
