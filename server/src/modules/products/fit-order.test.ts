import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductList } from '@safeshelf/contract';
import { queryRows } from '#server/db/client.js';
import { buildTestApp } from '#server/test/app.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { NO_DATA_TOKEN } from '../catalogue/diet-tokens.js';
import { getEngine } from '../diet/engine.js';
import { importCatalogue } from '../catalogue/import-catalogue.js';
import { swissOffFile, writeFoodRepoSubset } from '../catalogue/test-catalogue.js';

// Issue 13: lists put what fits first (green, then caution, then "not enough data", then red),
// and red products can be asked for.
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

  it('a search lists green, then caution, then "not enough data"; red only when asked for', async () => {
    // Gluten traces are a caution; a product without a readable list is "not enough data".
    const fitting = await list(gluten, 'search=schokolade&limit=50&diet=green,yellow');
    const order = await fits(fitting);
    expect(new Set(order)).toEqual(new Set([0, 1, 2]));
    expect(isSorted(order)).toBe(true);

    const all = await list(gluten, 'search=schokolade&limit=50&diet=green,yellow,red');
    const allOrder = await fits(all);
    expect(allOrder).toContain(3);
    expect(isSorted(allOrder)).toBe(true);
    expect(all.items.filter((p) => p.diet_color === 'red').length).toBeGreaterThan(5);
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
      const searched = await list(user, 'search=kase&limit=50&diet=green,yellow,red');
      expect(isSorted(await fits(searched))).toBe(true);
    }
  });

  it('cards carry brand and quantity, so products of the same name can be told apart', async () => {
    const milk = await list(lactose, 'search=milch&limit=50&diet=green,yellow,red');
    const withQuantity = milk.items.filter((p) => p.quantity);
    expect(withQuantity.length).toBeGreaterThan(10);
    expect(withQuantity.some((p) => /\d\s*(g|ml|l|kg|cl)\b/i.test(p.quantity!))).toBe(true);
  });
});
