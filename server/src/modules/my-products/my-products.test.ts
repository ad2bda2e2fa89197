import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { changeDietProfile, createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { RICE_AND_WATER, WHEAT_AND_MILK } from '../label-scan/test-labels.js';

describe('my products: labels a user judged and kept', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [owner, stranger] = await Promise.all([
      createUser(ctx.app, { intolerances: ['lactose', 'gluten'] }),
      createUser(ctx.app, { intolerances: ['lactose'] }),
    ]);
  });
  afterAll(() => ctx.close());

  const call = (
    who: TestUser | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: who?.auth ?? {}, payload, remoteAddress: nextIp() });
  const save = (who: TestUser, payload: object) => call(who, 'POST', '/api/my-products/', payload);

  it('keeps a product with its verdict and lists it, newest first, with no-store', async () => {
    const rice = await save(owner, {
      name: 'Reisnudeln',
      ingredients_text: RICE_AND_WATER.text,
      lang: 'fr',
    });
    expect(rice.statusCode).toBe(201);
    expect(rice.json()).toMatchObject({
      name: 'Reisnudeln',
      barcode: null,
      lang: 'fr',
      diet_color: 'green',
    });
    const twist = await save(owner, {
      name: WHEAT_AND_MILK.name,
      barcode: WHEAT_AND_MILK.code,
      ingredients_text: WHEAT_AND_MILK.text,
    });
    expect(twist.json().diet_color).toBe('red');
    const list = await call(owner, 'GET', '/api/my-products/');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().map((p: { name: string }) => p.name)).toEqual([
      WHEAT_AND_MILK.name,
      'Reisnudeln',
    ]);
  });

  it('is judged again when the diet profile changes, and stores the new verdict', async () => {
    const user = await createUser(ctx.app, { intolerances: ['gluten'] });
    const created = (
      await save(user, { name: 'Twist', ingredients_text: WHEAT_AND_MILK.text })
    ).json();
    expect(created.diet_color).toBe('red');
    await changeDietProfile(ctx.app, user, { intolerances: ['fructose'] });
    const [now] = (await call(user, 'GET', '/api/my-products/')).json();
    expect(now.diet_color).toBe('green');
    const [stored] = await queryRows<{ diet_color: string }>(
      ctx.database.db,
      sql`select diet_color from my_products where id = ${created.id}`,
    );
    expect(stored?.diet_color).toBe('green');
  });

  it('is judged again when the engine changed since it was stored', async () => {
    const user = await createUser(ctx.app, { intolerances: ['gluten'] });
    const created = (
      await save(user, { name: 'Twist', ingredients_text: WHEAT_AND_MILK.text })
    ).json();
    // As if an older engine had judged it green.
    await ctx.database.db.execute(
      sql`update my_products set diet_color = 'green', checks = '[]', judged_by = 'old-engine' where id = ${created.id}`,
    );
    expect((await call(user, 'GET', `/api/my-products/${created.id}/`)).json().diet_color).toBe(
      'red',
    );
    const [stored] = await queryRows<{ diet_color: string; judged_by: string }>(
      ctx.database.db,
      sql`select diet_color, judged_by from my_products where id = ${created.id}`,
    );
    expect(stored).toMatchObject({ diet_color: 'red' });
    expect(stored?.judged_by).not.toBe('old-engine');
  });

  it('is private: another user can neither list, read nor delete it', async () => {
    const mine = (
      await save(owner, { name: 'Privat', ingredients_text: RICE_AND_WATER.text })
    ).json();
    const theirs = (await call(stranger, 'GET', '/api/my-products/')).json();
    expect(theirs.map((p: { id: number }) => p.id)).not.toContain(mine.id);
    expect((await call(stranger, 'GET', `/api/my-products/${mine.id}/`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/my-products/${mine.id}/`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/my-products/${mine.id}/`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/my-products/${mine.id}/`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/my-products/${mine.id}/`)).statusCode).toBe(404);
  });

  it('rejects bad input with field codes and stores nothing', async () => {
    const user = await createUser(ctx.app);
    const bad = async (payload: object) => {
      const res = await save(user, payload);
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await bad({ name: '', ingredients_text: 'Reis' })).toEqual({ name: 'required' });
    expect(await bad({ name: 'x', ingredients_text: 'Reis', barcode: '12ab' })).toEqual({
      barcode: 'invalid_barcode',
    });
    expect(await bad({ name: 'x'.repeat(151), ingredients_text: 'Reis' })).toEqual({
      name: 'too_long',
    });
    expect(await bad({ name: 'x', ingredients_text: '' })).toEqual({
      ingredients_text: 'required',
    });
    expect(await bad({ name: 'x', ingredients_text: 'Reis', user_id: owner.id })).toEqual({
      user_id: 'unknown_field',
    });
    expect((await call(user, 'GET', '/api/my-products/')).json()).toEqual([]);
  });

  it('requires a session', async () => {
    expect((await call(null, 'GET', '/api/my-products/')).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', '/api/my-products/', { name: 'x', ingredients_text: 'Reis' }))
        .statusCode,
    ).toBe(401);
  });

  it('is in the data export and leaves with the account', async () => {
    const user = await createUser(ctx.app);
    await save(user, { name: 'Reisnudeln', ingredients_text: RICE_AND_WATER.text });
    const exported = (await call(user, 'GET', '/api/user/export/')).json();
    expect(exported.my_products).toEqual([
      expect.objectContaining({ name: 'Reisnudeln', ingredients_text: RICE_AND_WATER.text }),
    ]);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: user.auth,
      payload: { password: user.password },
      remoteAddress: nextIp(),
    });
    expect(del.statusCode).toBe(204);
    const left = await queryRows(
      ctx.database.db,
      sql`select 1 from my_products where user_id = ${user.id}`,
    );
    expect(left).toHaveLength(0);
  });
});
