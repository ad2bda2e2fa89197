import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DietColor, ProductList } from '@safeshelf/contract';
import { queryRows } from '#server/db/client.js';
import { buildTestApp } from '#server/test/app.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { NO_DATA_TOKEN } from '../catalogue/diet-tokens.js';
import { getEngine } from '../diet/engine.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { swissOffFile, writeFoodRepoSubset } from '../catalogue/test-catalogue.js';
import { searchProducts } from './search.js';

// Issue 13: lists put what fits first (green, then caution, then "not enough data", then red),
// and red products can be asked for; issue 28: a search puts what the shopper typed first, and
// orders by fit within equal relevance.
describe('lists ordered by fit, red on request', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let lactose: TestUser;
  let gluten: TestUser;
  let custom: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const subset = await writeFoodRepoSubset(ctx.env.CATALOG_DIR, 1500);
    await importCatalogue(ctx.database, {
      paths: [swissOffFile(ctx.env.CATALOG_DIR), subset],
      catalogDir: ctx.env.CATALOG_DIR,
      swissOnly: true,
    });
    lactose = await createUser(ctx.app, { intolerances: ['lactose'] });
    gluten = await createUser(ctx.app, { intolerances: ['lactose', 'gluten'] });
    custom = await createUser(ctx.app, {
      intolerances: ['lactose'],
      custom_intolerances: ['Sellerie'],
    });
  }, 60_000);
  afterAll(() => ctx.close());

  const list = async (user: TestUser, query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/filtered-products/?${query}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ProductList>();
  };
  /** 0 green, 1 caution, 2 yellow for want of data, 3 red — from the stored tokens. */
  const fits = async (list: ProductList) => {
    const ids = list.items.map((p) => p.id);
    const rows = await queryRows<{ id: number; no_data: boolean }>(
      ctx.database.db,
      sql`select id, ${NO_DATA_TOKEN} = any(diet_tokens) as no_data from products where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const noData = new Map(rows.map((r) => [r.id, r.no_data]));
    return list.items.map((p) =>
      p.diet_color === 'green' ? 0 : p.diet_color === 'red' ? 3 : noData.get(p.id) ? 2 : 1,
    );
  };
  const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

  it('the engine still marks a product without ingredients with the token we order by', () => {
    const engine = getEngine(ctx.env.CATALOG_DIR);
    expect(engine.flagTokens(engine.computeFlags({ code: '1' }))).toContain(NO_DATA_TOKEN);
  });

  /** The search's own rows (with their relevance tier), for the lactose + gluten user. */
  const search = async (text: string, diet: DietColor[], user = gluten) => {
    const engine = getEngine(ctx.env.CATALOG_DIR);
    const q = engine.dietTokenQuery({
      intolerances: user === gluten ? ['lactose', 'gluten'] : ['lactose'],
      custom: user === custom ? ['Sellerie'] : [],
      toleratedFodmapGroups: [],
    });
    const { rows } = await searchProducts(
      ctx.database.db,
      ctx.env.CATALOG_DIR,
      { search: text, limit: 50, offset: 0, diet },
      q,
    );
    const order = await fits({ items: rows.slice(0, 50) } as unknown as ProductList);
    return rows.slice(0, 50).map((r, i) => ({ tier: r.tier, fit: order[i]! }));
  };
  /** Relevance first (issue 28), then fit within equal relevance. */
  const relevanceThenFit = (rows: { tier: number; fit: number }[]) =>
    rows.every(
      (r, i) =>
        i === 0 ||
        rows[i - 1]!.tier > r.tier ||
        (rows[i - 1]!.tier === r.tier && rows[i - 1]!.fit <= r.fit),
    );

  it('a search lists the most relevant first, then green, caution, "not enough data"; red only when asked for', async () => {
    // Gluten traces are a caution; a product without a readable list is "not enough data".
    const fitting = await search('schokolade', ['green', 'yellow']);
    expect(new Set(fitting.map((r) => r.fit))).toEqual(new Set([0, 1, 2]));
    expect(relevanceThenFit(fitting)).toBe(true);
    expect(new Set(fitting.map((r) => r.tier)).size).toBeGreaterThan(1);

    const all = await search('schokolade', ['green', 'yellow', 'red']);
    expect(all.map((r) => r.fit)).toContain(3);
    expect(relevanceThenFit(all)).toBe(true);
    expect(all.filter((r) => r.fit === 3).length).toBeGreaterThan(5);
  });

  it('pages continue the same order', async () => {
    const both = await list(lactose, 'search=milch&limit=20&diet=green,yellow,red');
    const first = await list(lactose, 'search=milch&limit=10&diet=green,yellow,red');
    const second = await list(lactose, 'search=milch&limit=10&offset=10&diet=green,yellow,red');
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(both.items.map((p) => p.id));
  });

  it('a category without search text is ordered by fit too, also for a custom intolerance', async () => {
    for (const user of [lactose, custom]) {
      const dairy = await list(user, 'category=1&limit=50&diet=green,yellow,red');
      const order = await fits(dairy);
      expect(new Set(order).size).toBeGreaterThan(2);
      expect(isSorted(order)).toBe(true);
      expect(relevanceThenFit(await search('kase', ['green', 'yellow', 'red'], user))).toBe(true);
    }
  });

  it('cards carry brand and quantity, so products of the same name can be told apart', async () => {
    const milk = await list(lactose, 'search=milch&limit=50&diet=green,yellow,red');
    const withQuantity = milk.items.filter((p) => p.quantity);
    expect(withQuantity.length).toBeGreaterThan(10);
    expect(withQuantity.some((p) => /\d\s*(g|ml|l|kg|cl)\b/i.test(p.quantity!))).toBe(true);
  });
});
