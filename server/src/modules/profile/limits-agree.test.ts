import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_INTOLERANCES } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { buildRegistration, createUser, nextIp, type TestUser } from '../account/test-factories.js';

/** Issue 14 (7): the largest valid body is accepted, and the profile refuses what registration does. */
describe('profile limits agree with the schemas', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    user = await createUser(ctx.app);
  });
  afterAll(() => ctx.close());

  // 60 characters each, distinct, in scripts that take 2 and 3 bytes in UTF-8.
  const longWords = Array.from(
    { length: MAX_CUSTOM_INTOLERANCES },
    (_, i) =>
      (i % 2 ? 'Sellerieknollenpüree' : '芹菜根泥').repeat(20).slice(0, 59) +
      String.fromCharCode(0x4e00 + i),
  );
  /** JSON with every non-ASCII character as a `\uXXXX` escape, as some clients send it. */
  const asciiJson = (body: unknown) =>
    JSON.stringify(body).replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );

  it.each([
    ['UTF-8', JSON.stringify],
    ['\\u-escaped', asciiJson],
  ])(
    'accepts 20 custom intolerances of 60 non-ASCII characters and long names (%s)',
    async (_label, encode) => {
      const body = {
        name: 'Ä'.repeat(150),
        surname: 'Ø'.repeat(150),
        custom_intolerances: longWords,
        intolerances: ['lactose', 'gluten', 'fructose', 'fodmap'],
      };
      const payload = encode(body);
      expect(Buffer.byteLength(payload)).toBeGreaterThan(2048);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/profile/${user.id}/`,
        headers: { ...user.auth, 'content-type': 'application/json' },
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().custom_intolerances).toHaveLength(MAX_CUSTOM_INTOLERANCES);
    },
  );

  it('registration takes the same maximal diet profile', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/json' },
      payload: asciiJson(
        buildRegistration({
          custom_intolerances: longWords,
          name: 'É'.repeat(150),
          surname: 'ß'.repeat(150),
        }),
      ),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each(['', '   '])(
    'refuses the name %j like registration does, and keeps the old one',
    async (name) => {
      const before = (
        await ctx.app.inject({ url: `/api/user/profile/${user.id}/`, headers: user.auth })
      ).json();
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/profile/${user.id}/`,
        headers: user.auth,
        payload: { name, surname: name },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: 'required', surname: 'required' });
      const after = (
        await ctx.app.inject({ url: `/api/user/profile/${user.id}/`, headers: user.auth })
      ).json();
      expect(after.name).toBe(before.name);
    },
  );
});
