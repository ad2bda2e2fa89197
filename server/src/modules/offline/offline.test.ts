import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import type { DietCheckResult, OfflinePack, OfflineProduct } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { swissOffFile } from '../catalogue/test-catalogue.js';
import { SHELF_SLICE } from './judge.js';

describe('offline pack and kept shelves: verdicts the phone keeps', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let coeliac: TestUser;
  let dairyIds: number[];
  /** A dairy product whose card says why it fits a lactose and gluten diet ('Lactose-free'…). */
  let fitting: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await importCatalogue(ctx.database, {
      paths: [swissOffFile(ctx.env.CATALOG_DIR)],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    coeliac = await createUser(ctx.app, { intolerances: ['lactose', 'gluten'] });
    const dairy = await get('/api/filtered-products/?category=1&limit=50', coeliac);
    const items: { id: number; why: string[] }[] = dairy.json().items;
    dairyIds = items.map((p) => p.id);
    fitting = items.find((p) => p.why.length)!.id;
  }, 120_000);
  afterAll(() => ctx.close());

  function get(url: string, who?: TestUser, headers: Record<string, string> = {}) {
    return ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...(who?.auth ?? {}), ...headers },
      remoteAddress: nextIp(),
    });
  }
  const dietCheck = async (id: number, lang: string): Promise<DietCheckResult> =>
    (await get(`/api/product/${id}/diet-check/?lang=${lang}`, coeliac)).json();

  it('keeps favourites, viewed and own products with the product page’s own verdict', async () => {
    const [favourite, viewed] = dairyIds as [number, number];
    await ctx.app.inject({
      method: 'POST',
      url: '/api/favorites/toggle/',
      headers: coeliac.auth,
      payload: { product_id: favourite },
    });
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/my-products/',
      headers: coeliac.auth,
      payload: { name: 'Zopf', ingredients_text: 'Weizenmehl, Vollmilch, Butter, Hefe, Salz' },
      remoteAddress: nextIp(),
    });
    expect(mine.statusCode).toBe(201);
    const res = await get(
      `/api/offline/pack/?ids=${viewed},${favourite},${fitting}&lang=de`,
      coeliac,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const pack: OfflinePack = res.json();
    expect(pack.favorites).toEqual([favourite]);
    expect(pack.profile).toEqual({
      intolerances: ['lactose', 'gluten'],
      custom: [],
      tolerated_fodmap_groups: [],
    });
    expect(pack.engine_fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(pack.products.map((p) => p.id).sort()).toEqual(
      [...new Set([favourite, viewed, fitting])].sort(),
    );
    expect(pack.products.find((p) => p.id === fitting)!.why).not.toEqual([]);
    expect(pack.my_products.map((p) => [p.name, p.diet_color])).toEqual([['Zopf', 'red']]);
    for (const product of pack.products) {
      const online = await dietCheck(product.id, 'de');
      expect({ diet_color: product.diet_color, checks: product.checks }).toEqual(online);
      // The card's 'why it fits' ('Gluten-free'…), as the product page's card says it.
      const card = (await get(`/api/products/${product.id}/page/?lang=de`, coeliac)).json().product;
      expect(product.why).toEqual(card.why);
    }
  });

  it('keeps a whole category with each product’s colour and its cautions, for the caller', async () => {
    const tasks = vi.spyOn(ctx.app.workers, 'run');
    const res = await get('/api/offline/shelf/?category=1&lang=fr', coeliac);
    expect(res.statusCode).toBe(200);
    const products: OfflineProduct[] = res.json().products;
    // Judged a slice at a time behind every product page and label check (the pool's batch lane).
    const sizes = tasks.mock.calls.map(([, input, options]) => {
      expect(options?.batch).toBe(true);
      return (input as { products: unknown[] }).products.length;
    });
    tasks.mockRestore();
    expect(sizes).toHaveLength(Math.ceil(products.length / SHELF_SLICE));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SHELF_SLICE);
    expect(sizes.reduce((a, b) => a + b)).toBe(products.length);
    expect(products.length).toBeGreaterThanOrEqual(dairyIds.length);
    expect(products.map((p) => p.id)).toEqual(expect.arrayContaining(dairyIds));
    const colours = new Set(products.map((p) => p.diet_color));
    expect(colours.has('red')).toBe(true);
    for (const product of products.filter((p) => dairyIds.includes(p.id)).slice(0, 25)) {
      const online = await dietCheck(product.id, 'fr');
      expect(product.diet_color).toBe(online.diet_color);
      expect(product.checks).toEqual(online.checks.filter((c) => c.type !== 'safe'));
      expect(product.barcode).toMatch(/^\d{8,14}$/);
      expect(product.ingredients_text).toBeNull();
    }
  });

  it('sends a kept shelf compressed to a client that accepts it', async () => {
    const plain = await get('/api/offline/shelf/?category=1', coeliac);
    const packed = await get('/api/offline/shelf/?category=1', coeliac, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toBe('accept-encoding');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('judges a shelf for each user’s own diet', async () => {
    const none = await createUser(ctx.app, { intolerances: [] });
    const products: OfflineProduct[] = (await get('/api/offline/shelf/?category=1', none)).json()
      .products;
    expect(products.some((p) => p.diet_color === 'red')).toBe(false);
  });

  it('refuses bad queries and anonymous callers', async () => {
    const code = async (url: string, who?: TestUser) => (await get(url, who)).statusCode;
    expect(await code('/api/offline/pack/')).toBe(401);
    expect(await code('/api/offline/shelf/?category=1')).toBe(401);
    expect(await code('/api/offline/shelf/', coeliac)).toBe(400);
    expect(await code('/api/offline/shelf/?category=1&subcategory=101', coeliac)).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const tooMany = await get(`/api/offline/pack/?ids=${many}`, coeliac);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ ids: 'too_many' });
    expect((await get('/api/offline/pack/?ids=1,x', coeliac)).json().fields).toEqual({
      ids: 'invalid',
    });
  });

  it('limits packs to 30 a minute per user, whatever address they come from (issue 29)', async () => {
    const user = await createUser(ctx.app, { intolerances: ['lactose'] });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await get('/api/offline/pack/', user)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await get('/api/offline/pack/', coeliac)).statusCode).toBe(200);
  });

  it('serves the engine’s knowledge under its fingerprint only, compressed and kept for good', async () => {
    const { engine_fingerprint: fingerprint } = (await get('/api/offline/pack/', coeliac)).json();
    const res = await get(`/api/diet-knowledge/${fingerprint}/`, undefined, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const json = brotliDecompressSync(res.rawPayload);
    expect(res.rawPayload.length).toBeLessThan(json.length / 5);
    expect(Object.keys(JSON.parse(json.toString()))).toEqual(
      expect.arrayContaining(['ingredients', 'additives', 'allergens', 'labels', 'fodmap']),
    );
    const stale = await get(`/api/diet-knowledge/${'0'.repeat(64)}/`);
    expect(stale.statusCode).toBe(404);
    expect((await get('/api/diet-knowledge/abc/')).statusCode).toBe(400);
  });
});
