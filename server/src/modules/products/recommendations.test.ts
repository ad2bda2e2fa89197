import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { DietColor, ProductCard } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { tempFolder, writeSubset } from '../catalogue/test-catalogue.js';

const RANK: Record<DietColor, number> = { green: 0, yellow: 1, red: 2 };
// Milks, milk drinks and the Yoqua yogurts of the default catalogue (FoodRepo and OFF 2019 rows).
const MILKY = /^\d+,[^,]*(?:lait|milch|yoqua|drink)/i;

describe('safer alternatives on real milk products', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let both: TestUser;
  let lactose: TestUser;
  let gluten: TestUser;
  let everything: TestUser;
  let parts: TestUser[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    const folder = tempFolder();
    const products = join(ctx.env.CATALOG_DIR, 'products');
    for (const file of ['foodrepo_ch_2018.csv', 'lifyzer_off2019_swiss_barcodes.csv'])
      await writeSubset(join(products, file), folder, file, (l) => MILKY.test(l), 2000);
    await importCatalogue(ctx.database, {
      paths: [folder],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    both = await createUser(ctx.app, { intolerances: ['lactose', 'gluten'] });
    lactose = await createUser(ctx.app, { intolerances: ['lactose'] });
    gluten = await createUser(ctx.app, { intolerances: ['gluten'] });
    // All four intolerances, lactose tolerated as a FODMAP group, and a word of their own; then
    // one user per part of that diet, to read each part's colour on its own.
    const tolerated = { tolerated_fodmap_groups: ['lactose'] };
    everything = await createUser(ctx.app, {
      intolerances: ['lactose', 'gluten', 'fructose', 'fodmap'],
      custom_intolerances: ['Erdbeere'],
      ...tolerated,
    });
    parts = [
      lactose,
      gluten,
      await createUser(ctx.app, { intolerances: ['fructose'] }),
      await createUser(ctx.app, { intolerances: ['fodmap'], ...tolerated }),
      await createUser(ctx.app, { intolerances: [], custom_intolerances: ['Erdbeere'] }),
    ];
  }, 90_000);
  afterAll(() => ctx.close());

  const get = async <T>(url: string, user?: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };
  const byBarcode = (code: string, user?: TestUser) =>
    get<ProductCard>(`/api/products/by-barcode/${code}/`, user);
  const colour = async (id: number, user: TestUser) =>
    (await get<ProductCard>(`/api/products/${id}/`, user)).diet_color;
  const recommended = (id: number, user?: TestUser) =>
    get<ProductCard[]>(`/api/product/recommended/${id}/`, user);
  const reasonCodes = async (id: number, user: TestUser) =>
    (await get<{ checks: { code: string }[] }>(`/api/product/${id}/diet-check/`, user)).checks.map(
      (c) => c.code,
    );
  const noData = (codes: string[]) => codes.some((c) => /\.(no_data|unreadable)$/.test(c));

  /** Checks each alternative of each target, for `user`, against every part of their diet. */
  const expectNoWorse = async (codes: string[], user: TestUser, partUsers: TestUser[]) => {
    let checked = 0;
    for (const code of codes) {
      const target = await byBarcode(code, user);
      const alternatives = await recommended(target.id, user);
      checked += alternatives.length;
      for (const part of partUsers) {
        const limit = RANK[await colour(target.id, part)];
        for (const a of alternatives)
          expect(RANK[await colour(a.id, part)], `${code} → ${a.barcode}`).toBeLessThanOrEqual(
            limit,
          );
      }
    }
    // Alternatives come from the target's own subcategory only (issue 28): in this milky subset
    // the desserts and chocolates have a handful each.
    expect(checked).toBeGreaterThanOrEqual(5);
  };

  it('never offers a product that is worse for any one of the intolerances', async () => {
    // Lactose-free milk and cocoa drink, the whole milk the issue saw offered for them, a yogurt.
    const codes = ['7610200380265', '7610818167081', '7610807244182', '22137555'];
    await expectNoWorse(codes, both, [lactose, gluten]);
  });

  it('never offers a product worse for fructose, a FODMAP group or their own word', async () => {
    // Milk desserts and drinks green for fructose or for the FODMAP groups they do not tolerate,
    // to which the worst colour alone would offer "Riz au lait Pomme-Cannelle" (apple) or a
    // yellow-for-FODMAP milk chocolate: La Laitière Secret de Mousse Chocolat au lait, Crème
    // chocolat au lait, Perle Lait, Larmes de Kirsch Lait.
    const codes = ['3023290630976', '7613269381433', '7613035086043', '7610036000276'];
    await expectNoWorse(codes, everything, parts);
  });

  it("does not offer whole milk for lactose-free milk (the issue's example)", async () => {
    const lactoseFree = await byBarcode('7610200380265', lactose); // MIGROS AHA Milch laktosefrei
    const wholeMilk = await byBarcode('7610807244182', lactose); // Lait entier de la Gruyère
    expect(wholeMilk.diet_color).toBe('red');
    const alternatives = await recommended(lactoseFree.id, lactose);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.map((a) => a.barcode)).not.toContain(wholeMilk.barcode);
    expect(alternatives.every((a) => a.diet_color !== 'red')).toBe(true);
  });

  it('never offers a product the engine knows less about', async () => {
    // Judged on their lists; the old query offered them yogurts and drinks without one. Without
    // the check, La Laitière Secret de Mousse Chocolat au lait and torino Lait would be offered
    // desserts and chocolates "not enough data" (green ones too few to fill the ten).
    const codes = ['22137555', '22129574', '7610200380265', '3023290630976', '7610008713500'];
    for (const code of codes) {
      const target = await byBarcode(code, lactose);
      expect(noData(await reasonCodes(target.id, lactose)), code).toBe(false);
      const alternatives = await recommended(target.id, lactose);
      expect(alternatives.length, code).toBeGreaterThan(0);
      for (const a of alternatives)
        expect(noData(await reasonCodes(a.id, lactose)), `${code} → ${a.barcode}`).toBe(false);
    }
  });

  it('never offers the same product under another barcode', async () => {
    // Yoqua pêche in 150 g and 450 g pots: one yogurt, two barcodes, the most similar name there is.
    const small = await byBarcode('7610900016556');
    const large = await byBarcode('7610900021703');
    expect(small.name_fr).toBe(large.name_fr);
    for (const [target, twin] of [
      [small, large],
      [large, small],
    ] as const) {
      const alternatives = await recommended(target.id);
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives.map((a) => a.barcode)).not.toContain(twin.barcode);
      expect(alternatives.some((a) => a.name_fr === target.name_fr)).toBe(false);
    }
  });
});
