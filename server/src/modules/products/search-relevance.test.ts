import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { ProductCard, ProductList } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { normaliseText } from '../catalogue/normalise.js';
import { tempFolder, writeSubset } from '../catalogue/test-catalogue.js';

// Issue 28: the searches the issue tried, on the default catalogue's rows that hold their words
// (Lifyzer OFF-2019 and FoodRepo rows: honeys, jams, milks, lettuces, breads, bread spreads).
const WORDS = /^\d+,[^,]*(honig|miel|konfit|confiture|laitue|lait|milch|brot|aufstrich|pain)/i;

describe('search: what the shopper typed comes first', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let fructose: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const folder = tempFolder();
    const file = 'lifyzer_off2019_swiss_barcodes.csv';
    await writeSubset(
      join(ctx.env.CATALOG_DIR, 'products', file),
      folder,
      file,
      (l) => WORDS.test(l),
      3000,
    );
    await importCatalogue(ctx.database, {
      paths: [folder],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    fructose = await createUser(ctx.app, { intolerances: ['fructose'] });
  }, 120_000);
  afterAll(() => ctx.close());

  const list = async (query: string, user?: TestUser) => {
    const res = await ctx.app.inject({
      url: `/api/filtered-products/?${query}`,
      headers: user?.auth ?? {},
    });
    expect(res.statusCode).toBe(200);
    return res.json<ProductList>();
  };
  const words = (p: ProductCard) =>
    normaliseText(`${p.name_de} ${p.name_fr} ${p.name_en}`).split(' ');

  it('puts honey before the jams of its shelf, and counts the honeys a fructose diet hides where they rank', async () => {
    const honey = (p: ProductCard) => words(p).some((w) => /honig|^miel$/.test(w));
    const all = await list('search=honig&limit=50&diet=green,yellow,red', fructose);
    expect(all.items.slice(0, 10).every(honey)).toBe(true);
    // Honeys judged on their list are red: after the honeys of equal relevance without one.
    const red = all.items.filter((p) => p.diet_color === 'red' && honey(p)).length;
    expect(red).toBeGreaterThan(0);
    expect(all.hidden).toEqual([]);
    const fitting = await list('search=honig&limit=50&diet=green,yellow', fructose);
    expect(fitting.items.every((p) => p.diet_color !== 'red')).toBe(true);
    const [notice] = fitting.hidden;
    expect(notice!.count).toBeGreaterThanOrEqual(red);
    expect(fitting.items.slice(0, notice!.before).every(honey)).toBe(true);
  });

  it("lists milk for 'lait' before the lettuces that merely begin with the letters", async () => {
    expect((await list('search=laitue')).items.length).toBeGreaterThan(2);
    const lait = (await list('search=lait&limit=50')).items;
    const firstLettuce = lait.findIndex((p) => words(p).some((w) => w.startsWith('laitue')));
    const milks = firstLettuce < 0 ? lait : lait.slice(0, firstLettuce);
    expect(milks.length).toBeGreaterThan(20);
    expect(milks.every((p) => words(p).includes('lait'))).toBe(true);
  });

  it("lists bread for 'brot' before a bread spread (Brotaufstrich names a spread)", async () => {
    const brot = (await list('search=brot&limit=50')).items;
    const spread = brot.findIndex((p) => words(p).some((w) => w.includes('aufstrich')));
    const bread = brot.findIndex((p) => words(p).some((w) => /brot$/.test(w)));
    expect(bread).toBe(0);
    if (spread >= 0) expect(spread).toBeGreaterThan(bread);
  });
});
