import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { createUser, login, nextIp, type TestUser } from '../account/test-factories.js';

describe('tokens: login, expiry, refresh rotation, reuse, revoke', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let alice: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    alice = await createUser(ctx.app, { username: 'Alice', email: 'Alice@Example.ch' });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });
  const me = (access: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/user/me/',
      headers: { authorization: `Bearer ${access}` },
    });

  it.each([
    ['email, any case', { identifier: 'alice@example.CH' }],
    ['username, any case', { identifier: 'alice' }],
    ['the `username` field of the original client', { username: 'Alice' }],
  ])('logs in with %s and the access token opens /api/user/me/', async (_label, id) => {
    const res = await post('/api/token/', { ...id, password: alice.password });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    expect(refresh).toMatch(/^[\w-]{40,}$/);
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      user_id: alice.id,
      type: 'access',
      ver: 0,
      sid: expect.any(String),
    });
    expect(claims.exp - claims.iat).toBe(300);
    expect((await me(access)).json()).toEqual({
      id: alice.id,
      username: 'Alice',
      email: 'Alice@Example.ch',
    });
  });

  it('answers one generic 401 whether the account or the password is wrong', async () => {
    const wrongPassword = await post('/api/token/', {
      identifier: 'alice',
      password: 'Wrong!Pass1',
    });
    const noSuchUser = await post('/api/token/', {
      identifier: 'nobody@example.ch',
      password: 'Wrong!Pass1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(noSuchUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(noSuchUser.json());
    expect(wrongPassword.json().code).toBe('invalid_credentials');
  });

  it('rejects an expired access token with token_expired and a forged one with token_invalid', async () => {
    const key = new TextEncoder().encode(ctx.env.JWT_SECRET);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({ user_id: alice.id, type: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(past - 300)
      .setExpirationTime(past)
      .sign(key);
    expect((await me(expired)).json().code).toBe('token_expired');
    const forged = await new SignJWT({ user_id: alice.id, type: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(forged)).json().code).toBe('token_invalid');
    expect((await me(alice.refresh)).statusCode).toBe(401);
  });

  it('rotates refresh tokens: each refresh gives a new pair, the new refresh token works', async () => {
    const first = await login(ctx.app, 'alice', alice.password);
    const r1 = await post('/api/token/refresh/', { refresh: first.refresh });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().refresh).not.toBe(first.refresh);
    expect((await me(r1.json().access)).statusCode).toBe(200);
    const r2 = await post('/api/token/refresh', { refresh: r1.json().refresh });
    expect(r2.statusCode).toBe(200);
  });

  it('ends the session when a rotated refresh token is presented again, even at once (issue 29, 12)', async () => {
    const stolen = await login(ctx.app, 'alice', alice.password);
    const other = await login(ctx.app, 'alice', alice.password);
    const legit = (await post('/api/token/refresh/', { refresh: stolen.refresh })).json();
    expect((await me(legit.access)).statusCode).toBe(200);
    const replay = await post('/api/token/refresh/', { refresh: stolen.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_invalid');
    expect((await post('/api/token/refresh/', { refresh: legit.refresh })).statusCode).toBe(401);
    expect((await me(legit.access)).statusCode).toBe(401);
    expect((await me(stolen.access)).statusCode).toBe(401);
    // Another device (another session) is not touched.
    expect((await me(other.access)).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: other.refresh })).statusCode).toBe(200);
  });

  it('gives one live session at most when the same token is refreshed twice at once', async () => {
    // Several rounds: the revocation and the winner's new token race each other in the database.
    for (let round = 0; round < 5; round++) {
      const { refresh } = await login(ctx.app, 'alice', alice.password);
      const answers = await Promise.all([
        post('/api/token/refresh/', { refresh }),
        post('/api/token/refresh/', { refresh }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
      const winner = answers.find((a) => a.statusCode === 200)!.json();
      // The reuse was seen at once: the family is revoked, the winner's pair too.
      expect((await me(winner.access)).statusCode).toBe(401);
      expect((await post('/api/token/refresh/', { refresh: winner.refresh })).statusCode).toBe(401);
    }
  });

  it('rejects an expired refresh token', async () => {
    const { refresh } = await login(ctx.app, 'alice', alice.password);
    await ctx.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where rotated_at is null and revoked_at is null`,
    );
    const res = await post('/api/token/refresh/', { refresh });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('ends a session 30 days after its login, however often it was refreshed', async () => {
    const { refresh } = await login(ctx.app, 'alice', alice.password);
    const next = (await post('/api/token/refresh/', { refresh })).json();
    await ctx.database.db.execute(
      sql`update refresh_tokens set family_started_at = now() - interval '31 days'`,
    );
    const res = await post('/api/token/refresh/', { refresh: next.refresh });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('forgets expired refresh tokens at the next login', async () => {
    await ctx.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second'`,
    );
    await login(ctx.app, 'alice', alice.password);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from refresh_tokens where user_id = ${alice.id}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('logout ends its session at once, access token included; logout everywhere ends every session', async () => {
    const phone = await login(ctx.app, 'alice', alice.password);
    const laptop = await login(ctx.app, 'alice', alice.password);
    expect((await me(phone.access)).statusCode).toBe(200);
    expect((await post('/api/token/revoke/', { refresh: phone.refresh })).statusCode).toBe(204);
    expect((await post('/api/token/refresh/', { refresh: phone.refresh })).statusCode).toBe(401);
    // Issue 29 (12): the access token of the logged-out session no longer waits 5 minutes to die.
    expect((await me(phone.access)).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: laptop.refresh })).statusCode).toBe(200);
    const tablet = await login(ctx.app, 'alice', alice.password);
    expect((await me(tablet.access)).statusCode).toBe(200);
    expect(
      (await post('/api/token/revoke', { refresh: tablet.refresh, everywhere: true })).statusCode,
    ).toBe(204);
    expect((await me(tablet.access)).statusCode).toBe(401);
    expect((await me(laptop.access)).statusCode).toBe(401);
    expect((await post('/api/token/revoke/', { refresh: 'not-a-token' })).statusCode).toBe(401);
  });
});
