import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from './test-factories.js';
import { insertRealProducts } from '../favorites/test-products.js';

type Role = 'anonymous' | 'owner' | 'other';
interface Route {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** `:id` is replaced by the owner's id: "other" then asks for someone else's data. */
  path: string;
  body?: (caller: TestUser) => object;
  expect: Record<Role, number>;
}

/** Every signed-in route of the accounts area, and what each kind of caller must get. */
const routes: Route[] = [
  { method: 'GET', path: '/api/user/me', expect: { anonymous: 401, owner: 200, other: 200 } },
  { method: 'GET', path: '/api/user/export', expect: { anonymous: 401, owner: 200, other: 200 } },
  {
    method: 'GET',
    path: '/api/user/profile/:id',
    expect: { anonymous: 401, owner: 200, other: 403 },
  },
  {
    method: 'PUT',
    path: '/api/user/profile/:id',
    body: () => ({ surname: 'Muster' }),
    expect: { anonymous: 401, owner: 200, other: 403 },
  },
  {
    method: 'PUT',
    path: '/api/user/credentials/:id',
    body: (caller) => ({ current_password: caller.password, email: caller.email }),
    expect: { anonymous: 401, owner: 200, other: 403 },
  },
  {
    method: 'DELETE',
    path: '/api/user',
    body: () => ({ password: 'Not!TheRight1' }),
    expect: { anonymous: 401, owner: 400, other: 400 },
  },
  { method: 'GET', path: '/api/favorites', expect: { anonymous: 401, owner: 200, other: 200 } },
  {
    method: 'GET',
    path: '/api/favorites/products',
    expect: { anonymous: 401, owner: 200, other: 200 },
  },
];

describe('authorisation matrix: every signed-in route × anonymous / owner / other user', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let users: Record<'owner' | 'other', TestUser>;
  let productId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const [owner, other] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
    users = { owner: owner!, other: other! };
    productId = (await insertRealProducts(ctx.database.db, ctx.env.CATALOG_DIR, 1))[0]!.id;
    routes.push({
      method: 'POST',
      path: '/api/favorites/toggle',
      body: () => ({ product_id: productId }),
      expect: { anonymous: 401, owner: 201, other: 201 },
    });
  });
  afterAll(() => ctx.close());

  const cases = ['anonymous', 'owner', 'other'] as const;
  const slashes = ['', '/'] as const;

  it('gives each caller exactly what the table says, in both trailing-slash forms', async () => {
    const seen: string[] = [];
    for (const route of routes) {
      for (const role of cases) {
        for (const slash of slashes) {
          const caller = role === 'anonymous' ? null : users[role];
          const url = route.path.replace(':id', String(users.owner.id)) + slash;
          const res = await ctx.app.inject({
            method: route.method,
            url,
            headers: caller ? caller.auth : {},
            payload: route.body?.(caller ?? users.owner),
            remoteAddress: nextIp(),
          });
          // Toggling twice would remove again; the second slash form expects the opposite answer.
          const expected =
            route.path.endsWith('toggle') && slash === '/' && role !== 'anonymous'
              ? 204
              : route.expect[role];
          seen.push(`${route.method} ${url} ${role} → ${res.statusCode}`);
          expect(res.statusCode, `${route.method} ${url} as ${role}: ${res.body}`).toBe(expected);
          if (res.statusCode === 200 && role === 'other')
            expect(res.body).not.toContain(users.owner.email);
        }
      }
    }
    expect(seen).toHaveLength(routes.length * 6);
  });

  it('answers 403 for any id but the caller’s own, existing or not, and 400 for a malformed one', async () => {
    for (const id of [users.other.id, 999_999, 1]) {
      if (id === users.owner.id) continue;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/profile/${id}/`,
        headers: users.owner.auth,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile/abc/',
      headers: users.owner.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});
