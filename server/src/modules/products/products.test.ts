import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductCard, ProductList } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { repoRoot } from '#server/env.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { normaliseText } from '../catalogue/normalise.js';
import { swissOffFile, writeFoodRepoSubset } from '../catalogue/test-catalogue.js';

describe('catalogue API on real Swiss products', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let lactose: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const subset = await writeFoodRepoSubset(ctx.env.CATALOG_DIR, 1500);
    await importCatalogue(ctx.database, {
      paths: [swissOffFile(ctx.env.CATALOG_DIR), subset],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    lactose = await createUser(ctx.app, { intolerances: ['lactose'] });
  }, 60_000);
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const list = async (query: string, headers?: Record<string, string>) => {
    const res = await get(`/api/filtered-products/?${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json<ProductList>();
  };
  const text = (p: ProductCard) =>
    normaliseText(`${p.name_en} ${p.name_de} ${p.name_fr} ${p.brand?.name ?? ''}`);

  it('lists the shopper categories with names in three languages and an offline illustration', async () => {
    const categories = (await get('/api/categories/')).json<
      { name_en: string; name_de: string; name_fr: string; image: string }[]
    >();
    expect(categories.map((c) => c.name_en)).toEqual(
      expect.arrayContaining([
        'Dairy and alternatives',
        'Bread and bakery',
        'Drinks',
        'Frozen',
        'Plant-based',
      ]),
    );
    expect(categories.find((c) => c.name_en === 'Drinks')).toMatchObject({
      name_de: 'Getränke',
      name_fr: 'Boissons',
    });
    for (const c of categories)
      expect(existsSync(join(repoRoot, 'web/public', c.image))).toBe(true);
    const dairy = (await get('/api/subcategories/?category=1')).json<
      { name_de: string; category: number }[]
    >();
    expect(dairy.map((s) => s.name_de)).toContain('Käse');
    expect(dairy.every((s) => s.category === 1)).toBe(true);
  });

  it('pages through products with the plain call: ten at a time, prices unknown, never invented', async () => {
    const first = await list('');
    expect(first.items).toHaveLength(10);
    expect(first.next_offset).toBe(10);
    const second = await list('offset=10');
    expect(second.items.map((p) => p.id)).not.toEqual(expect.arrayContaining([first.items[0]!.id]));
    expect(first.items.every((p) => p.price === null && p.name_en.length > 0)).toBe(true);
    expect((await get('/api/filtered-products/?limit=51')).statusCode).toBe(400);
  });

  it("finds German compounds, any case, for 'milch' and 'Milch'", async () => {
    const lower = await list('search=milch&limit=50');
    const upper = await list('search=Milch&limit=50');
    expect(upper.items.map((p) => p.id)).toEqual(lower.items.map((p) => p.id));
    expect(lower.items.length).toBeGreaterThan(20);
    expect(
      lower.items.every(
        (p) => text(p).includes('milch') || p.subcategory?.name_de.includes('Milch'),
      ),
    ).toBe(true);
    expect(lower.items.some((p) => /\w+milch|milch\w+/i.test(p.name_de))).toBe(true);
  });

  it("finds French 'lait', type-ahead 'yog', accents either way, and tolerates one typo", async () => {
    const lait = await list('search=lait');
    expect(lait.items.length).toBeGreaterThan(0);
    expect(
      lait.items.every(
        (p) => text(p).includes('lait') || p.subcategory?.name_fr.toLowerCase().includes('lait'),
      ),
    ).toBe(true);
    const yog = await list('search=yog');
    expect(yog.items.length).toBeGreaterThan(3);
    expect(
      yog.items.every((p) =>
        /yog|joghurt|jogurt/i.test(`${text(p)} ${p.subcategory?.name_en ?? ''}`),
      ),
    ).toBe(true);
    const withAccent = await list('search=käse&limit=50');
    const without = await list('search=kase&limit=50');
    expect(without.items.map((p) => p.id)).toEqual(withAccent.items.map((p) => p.id));
    const typo = await list('search=schokolde');
    expect(typo.items.length).toBeGreaterThan(3);
    expect(
      typo.items.every(
        (p) => text(p).includes('schoko') || p.subcategory?.name_de === 'Schokolade',
      ),
    ).toBe(true);
  });

  it('colours products for the signed-in user and keeps only green and yellow on request', async () => {
    const anonymous = await list('search=milch&limit=50');
    expect(anonymous.items.every((p) => p.diet_color === 'green')).toBe(true);
    const mine = await list('search=milch&limit=50', lactose.auth);
    expect(mine.items.some((p) => p.diet_color === 'red')).toBe(true);
    const fitting = await list('search=milch&limit=50&diet=green,yellow', lactose.auth);
    expect(fitting.items.length).toBeGreaterThan(0);
    expect(fitting.items.every((p) => p.diet_color !== 'red')).toBe(true);
    const green = await list('diet=green&limit=50', lactose.auth);
    expect(green.items.every((p) => p.diet_color === 'green')).toBe(true);
  });

  it('lists the product of a barcode typed in the search box, spaces and all, whatever its colour', async () => {
    const red = (await list('search=milch&limit=50', lactose.auth)).items.find(
      (p) => p.diet_color === 'red',
    )!;
    const spaced = `${red.barcode.slice(0, 1)} ${red.barcode.slice(1, 7)} ${red.barcode.slice(7)}`;
    const found = await list(
      `search=${encodeURIComponent(spaced)}&diet=green,yellow&category=9`,
      lactose.auth,
    );
    expect(found.items.map((p) => [p.id, p.diet_color])).toEqual([[red.id, 'red']]);
    expect(found.next_offset).toBeNull();
    expect((await list('search=7610000000000')).items).toEqual([]);
    // Not a printed barcode length: searched as text.
    expect((await list(`search=${red.barcode.slice(0, 10)}`)).items).toEqual([]);
  });

  it('filters by category and subcategory', async () => {
    const cheese = await list('subcategory=103&limit=50');
    expect(cheese.items.length).toBeGreaterThan(0);
    expect(
      cheese.items.every(
        (p) =>
          p.subcategory?.name_en === 'Cheese' && p.category?.name_en === 'Dairy and alternatives',
      ),
    ).toBe(true);
    const dairyMilch = await list('category=1&search=milch&limit=50');
    expect(dairyMilch.items.every((p) => p.category?.id === 1)).toBe(true);
  });

  it('shows one product, its details and a barcode lookup; unknown ids are 404, malformed ids 400', async () => {
    const [card] = (await list('search=milch')).items;
    const product = await get(`/api/products/${card!.id}/`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({
      id: card!.id,
      name_de: card!.name_de,
      sources: expect.any(Array),
    });
    const details = (await get(`/api/product/${card!.id}/details/`)).json();
    expect(details).toMatchObject({
      id: card!.id,
      ingredients: expect.any(Array),
      allergens: expect.any(Array),
      traces: expect.any(Array),
    });
    const byCode = await get(`/api/products/by-barcode/${card!.barcode}/`);
    expect(byCode.json().id).toBe(card!.id);
    expect((await get('/api/products/by-barcode/7610000000000/')).json().code).toBe(
      'product_not_found',
    );
    const missing = await get('/api/products/99999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('product_not_found');
    expect((await get('/api/product/99999999/details/')).statusCode).toBe(404);
    expect((await get('/api/products/abc/')).statusCode).toBe(400);
    expect((await get('/api/products/-3/')).statusCode).toBe(400);
  });

  it('explains the colour in the requested language and recommends fitting alternatives, never the product itself', async () => {
    const red = (await list('search=milch&limit=50', lactose.auth)).items.find(
      (p) => p.diet_color === 'red',
    )!;
    const de = (await get(`/api/product/${red.id}/diet-check/?lang=de`, lactose.auth)).json();
    expect(de.diet_color).toBe('red');
    expect(
      de.checks.some(
        (c: { type: string; intolerance: string }) =>
          c.type === 'danger' && c.intolerance === 'lactose',
      ),
    ).toBe(true);
    const fr = (
      await get(`/api/product/${red.id}/diet-check/`, {
        ...lactose.auth,
        'accept-language': 'fr-CH,fr;q=0.9',
      })
    ).json();
    expect(fr.checks[0].text).not.toBe(de.checks[0].text);
    const alternatives = (await get(`/api/product/recommended/${red.id}/`, lactose.auth)).json<
      ProductCard[]
    >();
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(10);
    expect(alternatives.every((p) => p.id !== red.id && p.diet_color !== 'red')).toBe(true);
    const colours = alternatives.map((p) => p.diet_color);
    expect(
      colours.indexOf('yellow') === -1 ||
        colours.lastIndexOf('green') < colours.indexOf('yellow') ||
        alternatives[0]!.subcategory?.id !== alternatives.at(-1)!.subcategory?.id,
    ).toBe(true);
    expect((await get('/api/product/recommended/99999999/')).statusCode).toBe(404);
  });

  it('answers the product page in one request: the same product, details, diet check and alternatives as the four calls', async () => {
    const reds = (await list('search=milch&limit=50', lactose.auth)).items.filter(
      (p) => p.diet_color === 'red',
    );
    const withList = await Promise.all(
      reds.map(async (p) => {
        const text = (await get(`/api/product/${p.id}/details/`)).json().ingredients_text;
        return Object.values(text).some(Boolean);
      }),
    );
    const red = reds[withList.indexOf(true)]!;
    const headers = { ...lactose.auth, 'accept-language': 'de-CH' };
    const res = await get(`/api/products/${red.id}/page/`, headers);
    expect(res.statusCode).toBe(200);
    const page = res.json<Record<string, unknown>>();
    expect(page).toEqual({
      product: (await get(`/api/products/${red.id}/`, headers)).json(),
      details: (await get(`/api/product/${red.id}/details/`)).json(),
      diet_check: (await get(`/api/product/${red.id}/diet-check/`, headers)).json(),
      alternatives: (await get(`/api/product/recommended/${red.id}/`, headers)).json(),
    });
    expect((page.details as { ingredients: string[] }).ingredients.length).toBeGreaterThan(0);
    expect((page.diet_check as { diet_color: string }).diet_color).toBe('red');
    expect((await get('/api/products/99999999/page/')).statusCode).toBe(404);
  });

  it('says on the card why a product fits: a gluten-free label for a coeliac, nothing when it does not fit', async () => {
    const coeliac = await createUser(ctx.app, { intolerances: ['gluten'] });
    // 3017620402678 Nutella 220 g: labelled en:no-gluten; milk powder makes it red for lactose.
    const card = async (user?: TestUser) =>
      (await list('search=3017620402678', user?.auth)).items[0]!;
    expect(await card(coeliac)).toMatchObject({ diet_color: 'green', why: ['gluten_free'] });
    expect((await card(lactose)).why).toEqual([]);
    expect((await card()).why).toEqual([]);
    const page = (await get(`/api/products/${(await card()).id}/page/`, coeliac.auth)).json();
    expect(page.product.why).toEqual(['gluten_free']);
  });
});
