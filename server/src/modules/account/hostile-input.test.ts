import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, PASSWORD, type TestUser } from './test-factories.js';

/**
 * Issue 14 (1): the attack test's bodies that gave 500 (PostgreSQL refuses NUL and lone surrogates)
 * are a 400 naming the field, and change nothing; forged JWT claims are a 401.
 */
describe('hostile text and token claims', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let ann: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    ann = await createUser(ctx.app, { name: 'Ann' });
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, auth = false) =>
    ctx.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: auth ? ann.auth : {},
    });

  const NUL = 'Ann\u0000a';
  const LONE = '\ud800';
  const cases: [string, () => ReturnType<typeof send>, string][] = [
    [
      'profile name with NUL',
      () => send('PUT', `/api/user/profile/${ann.id}/`, { name: NUL }, true),
      'name',
    ],
    [
      'profile custom intolerance, lone surrogate',
      () =>
        send(
          'PUT',
          `/api/user/profile/${ann.id}/`,
          { custom_intolerances: [`Sell${LONE}erie`] },
          true,
        ),
      'custom_intolerances.0',
    ],
    [
      'login identifier with NUL',
      () => send('POST', '/api/token/', { identifier: 'x\u0000', password: 'x' }),
      'identifier',
    ],
    [
      'login password, lone low surrogate',
      () =>
        send('POST', '/api/token/', { identifier: ann.username, password: `${PASSWORD}\udc00` }),
      'password',
    ],
    [
      'registration username with NUL',
      () => send('POST', '/api/register/', { ...registration(), username: 'eve\u0000' }),
      'username',
    ],
    [
      'registration surname, lone surrogate',
      () => send('POST', '/api/register/', { ...registration(), surname: LONE }),
      'surname',
    ],
    [
      'newsletter form_name, lone surrogate',
      () => send('POST', '/api/newsletter/', { form_name: LONE, form_email: 'a@example.ch' }),
      'form_name',
    ],
    [
      'contact message with NUL',
      () =>
        send('POST', '/api/contact/', {
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.ch',
          reason: 'Other',
          message: 'Hallo\u0000',
        }),
      'message',
    ],
    [
      'refresh token with NUL',
      () => send('POST', '/api/token/refresh/', { refresh: 'abc\u0000' }),
      'refresh',
    ],
    [
      'credentials current password, lone surrogate',
      () =>
        send(
          'PUT',
          `/api/user/credentials/${ann.id}/`,
          { current_password: LONE, email: 'new@example.ch' },
          true,
        ),
      'current_password',
    ],
    [
      'account deletion password with NUL',
      () => send('DELETE', '/api/user/', { password: 'x\u0000' }, true),
      'password',
    ],
  ];

  it.each(cases)('%s: 400 invalid_characters on the field', async (_label, request, field) => {
    const res = await request();
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: 'invalid_characters' },
    });
  });

  it('changed nothing: the profile still has its name and no custom intolerance', async () => {
    const res = await ctx.app.inject({ url: `/api/user/profile/${ann.id}/`, headers: ann.auth });
    expect(res.json()).toMatchObject({ name: 'Ann', custom_intolerances: [] });
  });

  it('a search text with NUL is a 400, not a database error', async () => {
    // A query string is bytes: a lone surrogate cannot arrive through it (it decodes to U+FFFD).
    const res = await ctx.app.inject({ url: '/api/filtered-products/?search=milch%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ search: 'invalid_characters' });
  });

  it('keeps text with real emoji and accents', async () => {
    const res = await send('PUT', `/api/user/profile/${ann.id}/`, { surname: 'Müller 🍎' }, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().surname).toBe('Müller 🍎');
  });

  const forge = (claims: Record<string, unknown>, expires = true) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
    if (expires) jwt.setExpirationTime('5m');
    return jwt.sign(new TextEncoder().encode(ctx.env.JWT_SECRET));
  };

  it.each([
    ['a fractional user_id', { user_id: 1.5, type: 'access', ver: 0 }, true],
    ['a huge user_id', { user_id: 1e300, type: 'access', ver: 0 }, true],
    ['a negative user_id', { user_id: -1, type: 'access', ver: 0 }, true],
    ['a string user_id', { user_id: '1', type: 'access', ver: 0 }, true],
    ['a fractional ver', { user_id: 1, type: 'access', ver: 0.5 }, true],
    ['no exp', { user_id: 1, type: 'access', ver: 0 }, false],
  ])('a token signed with the real secret but %s is 401 token_invalid', async (_l, claims, exp) => {
    const token = await forge(
      { ...claims, user_id: claims.user_id === 1 ? ann.id : claims.user_id },
      exp,
    );
    const res = await ctx.app.inject({
      url: '/api/user/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_invalid');
  });

  it('the same claims with an integer user_id, an exp and a live session open /api/user/me/', async () => {
    const { sid } = JSON.parse(Buffer.from(ann.access.split('.')[1]!, 'base64url').toString());
    const token = await forge({ user_id: ann.id, type: 'access', ver: 0, sid });
    const res = await ctx.app.inject({
      url: '/api/user/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

function registration() {
  return {
    username: `eve${Math.random().toString(36).slice(2, 8)}`,
    email: 'eve@example.ch',
    password1: PASSWORD,
    password2: PASSWORD,
    shopping_preference: 0,
    gender: 'Female',
    name: 'Eve',
    surname: 'Muster',
    birth_year: 1990,
  };
}
