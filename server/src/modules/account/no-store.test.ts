import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from './test-factories.js';

/** Issue 14 (6): personal answers and tokens are never stored by a browser or proxy cache. */
describe('Cache-Control on personal answers', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    user = await createUser(ctx.app);
  });
  afterAll(() => ctx.close());

  it.each([
    '/api/user/me/',
    '/api/user/profile/:id/',
    '/api/favorites/',
    '/api/favorites/products/',
    '/api/user/export/',
  ])('GET %s answers Cache-Control: no-store', async (path) => {
    const res = await ctx.app.inject({
      url: path.replace(':id', String(user.id)),
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a login and a refresh (they carry tokens) answer no-store too', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { identifier: user.username, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: login.json().refresh },
      remoteAddress: nextIp(),
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('a 401 for a bad token is not cached either', async () => {
    const res = await ctx.app.inject({
      url: '/api/user/me/',
      headers: { authorization: 'Bearer nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
