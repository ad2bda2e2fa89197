import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { createUser, type TestUser } from '../account/test-factories.js';
import { getEngine } from '../diet/engine.js';
import { insertJudgedProducts, insertRealProducts } from './test-products.js';

describe('favourites', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TestUser;
  let other: TestUser;
  let products: { id: number }[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    products = await insertRealProducts(ctx.database.db, ctx.env.CATALOG_DIR, 5);
    [user, other] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
  });
  afterAll(() => ctx.close());

  const toggle = (who: TestUser, productId: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/favorites/toggle/',
      headers: who.auth,
      payload: { product_id: productId },
    });
  const list = async (who: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/favorites/', headers: who.auth })).json();

  it('adds with 201, removes with 204, and lists only the caller’s own', async () => {
    const [a, b] = products as [{ id: number }, { id: number }];
    expect((await toggle(user, a.id)).statusCode).toBe(201);
    expect((await toggle(user, b.id)).statusCode).toBe(201);
    expect((await toggle(other, a.id)).statusCode).toBe(201);
    expect(await list(user)).toEqual(
      expect.arrayContaining([{ product: a.id }, { product: b.id }]),
    );
    expect(await list(user)).toHaveLength(2);
    const removed = await toggle(user, a.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await list(user)).toEqual([{ product: b.id }]);
    expect(await list(other)).toEqual([{ product: a.id }]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const res = await toggle(user, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('product_not_found');
    expect((await toggle(user, 'abc')).json().fields).toEqual({ product_id: 'invalid_number' });
    expect((await toggle(user, -1)).statusCode).toBe(400);
  });

  it('ends consistent when the same product is toggled twice at once', async () => {
    const c = products[2]!.id;
    const results = await Promise.all([toggle(user, c), toggle(user, c)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 204]);
    expect(await list(user)).not.toContainEqual({ product: c });
    const three = await Promise.all([toggle(user, c), toggle(user, c), toggle(user, c)]);
    expect(three.map((r) => r.statusCode).sort()).toEqual([201, 201, 204]);
    expect(await list(user)).toContainEqual({ product: c });
  });

  it('disappears when the product leaves the catalogue or the user deletes the account', async () => {
    const d = products[3]!.id;
    await toggle(other, d);
    await ctx.database.db.execute(sql`delete from products where id = ${d}`);
    expect(await list(other)).not.toContainEqual({ product: d });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: other.auth,
      payload: { password: other.password },
    });
    expect(del.statusCode).toBe(204);
    const left = await queryRows(
      ctx.database.db,
      sql`select 1 from favorites where user_id = ${other.id}`,
    );
    expect(left).toHaveLength(0);
  });

  it('sets a favourite idempotently: a removal queued offline does not bring back one removed elsewhere', async () => {
    // (issue 32: actions queued offline)
    const d = products[4]!;
    const set = (favorite: unknown, id: unknown = d.id) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/favorites/${id}/`,
        headers: user.auth,
        payload: { favorite },
      });
    expect((await set(true)).json()).toEqual({ product: d.id, favorite: true, changed: true });
    expect((await set(true)).json()).toEqual({ product: d.id, favorite: true, changed: false });
    expect(await list(user)).toContainEqual({ product: d.id });
    // Removed on another device; the phone's queued removal arrives later and changes nothing.
    expect((await toggle(user, d.id)).statusCode).toBe(204);
    expect((await set(false)).json()).toEqual({ product: d.id, favorite: false, changed: false });
    expect(await list(user)).not.toContainEqual({ product: d.id });
    // A plain toggle in its place would have added it again.
    expect((await set(false)).statusCode).toBe(200);
    expect((await set(true, 999_999)).statusCode).toBe(404);
    expect((await set('yes')).json().fields).toEqual({ favorite: 'invalid_type' });
    expect((await set(true, 'abc')).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/favorites/toggle',
          payload: { product_id: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('favourite products with their colour for the caller’s diet', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the favourites as product cards, red or green for a lactose-intolerant user', async () => {
    const { red, green } = await insertJudgedProducts(
      ctx.database.db,
      ctx.env.CATALOG_DIR,
      getEngine(ctx.env.CATALOG_DIR),
    );
    const [lactoseUser, noDiet] = await Promise.all([
      createUser(ctx.app),
      createUser(ctx.app, { intolerances: [] }),
    ]);
    for (const who of [lactoseUser, noDiet]) {
      for (const p of [red, green]) {
        await ctx.app.inject({
          method: 'POST',
          url: '/api/favorites/toggle/',
          headers: who.auth,
          payload: { product_id: p.id },
        });
      }
    }
    const cards = async (who: TestUser) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/favorites/products/',
        headers: who.auth,
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        (res.json() as { barcode: string; diet_color: string }[]).map((c) => [
          c.barcode,
          c.diet_color,
        ]),
      );
    };
    expect(await cards(lactoseUser)).toEqual({ [red.code]: 'red', [green.code]: 'green' });
    expect(await cards(noDiet)).toEqual({ [red.code]: 'green', [green.code]: 'green' });
  });
});
