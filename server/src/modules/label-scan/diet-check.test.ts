import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { RICE_AND_WATER, WHEAT_AND_MILK } from './test-labels.js';

describe('POST /api/diet-check/: any label text judged for the caller', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let coeliac: TestUser;
  let noDiet: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [coeliac, noDiet] = await Promise.all([
      createUser(ctx.app, { intolerances: ['lactose', 'gluten'] }),
      createUser(ctx.app, { intolerances: [] }),
    ]);
  });
  afterAll(() => ctx.close());

  const check = (who: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/diet-check/',
      headers: { ...(who?.auth ?? {}), ...headers },
      payload: payload as object,
      remoteAddress: nextIp(),
    });

  it('gives red with both triggers for wheat flour and milk powder, green for rice and water', async () => {
    const red = await check(coeliac, { ingredients_text: WHEAT_AND_MILK.text, lang: 'de' });
    expect(red.statusCode).toBe(200);
    expect(red.headers['cache-control']).toBe('no-store');
    const body = red.json();
    expect(body.diet_color).toBe('red');
    const triggers = (intolerance: string) =>
      body.checks
        .filter((c: { intolerance: string; type: string }) => c.intolerance === intolerance)
        .filter((c: { type: string }) => c.type === 'danger')
        .map((c: { trigger?: string }) => c.trigger);
    expect(triggers('gluten')).toContain('Weizenmehl');
    expect(triggers('lactose')).toContain('Magermilchpulver');

    const green = await check(coeliac, { ingredients_text: RICE_AND_WATER.text });
    expect(green.json().diet_color).toBe('green');
  });

  it('judges for the caller’s own diet: the same wheat-and-milk label fits someone without one', async () => {
    const res = await check(noDiet, {
      ingredients_text: WHEAT_AND_MILK.text,
      product_name: WHEAT_AND_MILK.name,
    });
    expect(res.json().diet_color).toBe('green');
  });

  it('gives yellow (not enough data) for text that is no ingredient list', async () => {
    const res = await check(coeliac, { ingredients_text: 'xq zzv lllk ||| ~~ rnrn' });
    expect(res.json().diet_color).toBe('yellow');
  });

  it('renders the reasons in the reader’s language', async () => {
    const en = await check(coeliac, { ingredients_text: WHEAT_AND_MILK.text });
    const de = await check(
      coeliac,
      { ingredients_text: WHEAT_AND_MILK.text },
      {
        'accept-language': 'de-CH,de;q=0.9',
      },
    );
    expect(en.json().checks.map((c: { code: string }) => c.code)).toEqual(
      de.json().checks.map((c: { code: string }) => c.code),
    );
    expect(de.json().checks[0].text).not.toBe(en.json().checks[0].text);
  });

  it('rejects bad input with field codes and judges nothing', async () => {
    const fields = async (payload: unknown) => {
      const res = await check(coeliac, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      return res.json().fields;
    };
    expect(await fields({})).toEqual({ ingredients_text: 'invalid_type' });
    expect(await fields({ ingredients_text: 'Reis\u0000, Wasser' })).toEqual({
      ingredients_text: 'invalid_characters',
    });
    expect(await fields({ ingredients_text: '   ' })).toEqual({ ingredients_text: 'required' });
    expect(await fields({ ingredients_text: 'x'.repeat(5001) })).toEqual({
      ingredients_text: 'too_long',
    });
    expect((await fields({ ingredients_text: 'Reis', lang: 'es' })).lang).toBeDefined();
    expect(await fields({ ingredients_text: 'Reis', image: 'data:' })).toEqual({
      image: 'unknown_field',
    });
    expect((await fields({ ingredients_text: 42 })).ingredients_text).toBeDefined();
  });

  it('accepts exactly 5,000 characters', async () => {
    const text = `${RICE_AND_WATER.text}, `.repeat(250).slice(0, 5000);
    expect((await check(coeliac, { ingredients_text: text })).statusCode).toBe(200);
  });

  it('answers 401 without a valid session', async () => {
    const anonymous = await check(null, { ingredients_text: RICE_AND_WATER.text });
    expect(anonymous.statusCode).toBe(401);
    const forged = await check(
      null,
      { ingredients_text: RICE_AND_WATER.text },
      {
        authorization: 'Bearer not.a.token',
      },
    );
    expect(forged.statusCode).toBe(401);
  });

  it('limits an address to 30 checks a minute, whichever accounts it uses', async () => {
    const ip = '192.0.2.160';
    const [one, two] = [coeliac, noDiet];
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/diet-check/',
        headers: (i % 2 ? one : two).auth,
        payload: { ingredients_text: RICE_AND_WATER.text },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('limits a user to 30 checks a minute, whatever address they use, with 429 and Retry-After', async () => {
    const shopper = await createUser(ctx.app, { intolerances: ['gluten'] });
    const codes: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 31; i++) {
      const res = await check(shopper, { ingredients_text: RICE_AND_WATER.text });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        retryAfter = Number(res.headers['retry-after']);
        expect(res.json().code).toBe('rate_limited');
      }
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect(retryAfter).toBeGreaterThan(0);
  });
});
