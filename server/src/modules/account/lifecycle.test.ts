import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { createUser, login, nextIp, type TestUser } from './test-factories.js';
import { insertRealProducts } from '../favorites/test-products.js';

describe('export and deletion of an account', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TestUser;
  let bystander: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [user, bystander] = await Promise.all([
      createUser(ctx.app, { custom_intolerances: ['Sellerie'] }),
      createUser(ctx.app),
    ]);
    const [product] = await insertRealProducts(ctx.database.db, ctx.env.CATALOG_DIR, 1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/favorites/toggle/',
      headers: user.auth,
      payload: { product_id: product!.id },
    });
    // Each signs up to the newsletter signed in, so the row is theirs (decision 162).
    for (const who of [user, bystander]) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/newsletter/',
        headers: who.auth,
        payload: { form_name: 'Anna', form_email: who.email.toUpperCase() },
        remoteAddress: nextIp(),
      });
    }
  });
  afterAll(() => ctx.close());

  const count = async (table: string, userId: number) =>
    (
      await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      )
    )[0]?.n;

  it('exports everything held about the user as a JSON download', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/export/',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(data.profile).toMatchObject({
      custom_intolerances: ['Sellerie'],
      intolerances: ['lactose'],
    });
    expect(data.favorites).toEqual([{ product: expect.any(Number), added_at: expect.any(String) }]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.form_submissions).toEqual([
      expect.objectContaining({
        form: 'newsletter',
        fields: expect.objectContaining({ form_name: 'Anna' }),
      }),
    ]);
    expect(res.body).not.toMatch(/argon2|password_hash|token_hash/);
  });

  it('refuses deletion with a wrong password and keeps the account', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: user.auth,
      payload: { password: 'Wrong!Pass1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: 'wrong_password' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me/', headers: user.auth }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes all personal data and every token with the right password', async () => {
    const second = await login(ctx.app, user.email, user.password);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: user.auth,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me/', headers: user.auth }))
        .statusCode,
    ).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: second.refresh },
      remoteAddress: nextIp(),
    });
    expect(refresh.statusCode).toBe(401);
    expect(await count('refresh_tokens', user.id)).toBe(0);
    const rows = await queryRows(ctx.database.db, sql`select 1 from users where id = ${user.id}`);
    expect(rows).toHaveLength(0);
    const forms = await queryRows<{ email: string }>(
      ctx.database.db,
      sql`select email from form_submissions`,
    );
    expect(forms.map((f) => f.email.toLowerCase())).toEqual([bystander.email.toLowerCase()]);
    await expect(login(ctx.app, user.email, user.password)).rejects.toThrow(/401/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me/', headers: bystander.auth }))
        .statusCode,
    ).toBe(200);
  });
});
