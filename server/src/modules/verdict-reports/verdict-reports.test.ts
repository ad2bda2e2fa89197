import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { getEngine } from '../diet/engine.js';
import { insertJudgedProducts } from '../favorites/test-products.js';
import { RICE_AND_WATER, WHEAT_AND_MILK } from '../label-scan/test-labels.js';
import { listAllVerdictReports } from './repository.js';
import { formatReportGroups, groupVerdictReports } from './summary.js';

describe('"Is this wrong?" verdict reports', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let reporter: TestUser;
  let other: TestUser;
  let red: { id: number; code: string };
  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ red } = await insertJudgedProducts(
      ctx.database.db,
      ctx.env.CATALOG_DIR,
      getEngine(ctx.env.CATALOG_DIR),
    ));
    [reporter, other] = await Promise.all([
      createUser(ctx.app, { intolerances: ['lactose', 'gluten'] }),
      createUser(ctx.app, { intolerances: ['lactose'] }),
    ]);
  });
  afterAll(() => ctx.close());

  const report = (who: TestUser | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/verdict-reports/',
      headers: who?.auth ?? {},
      payload,
      remoteAddress: nextIp(),
    });
  const mine = async (who: TestUser) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/verdict-reports/',
        headers: who.auth,
        remoteAddress: nextIp(),
      })
    ).json();

  it('stores a report on a catalogue product with the verdict shown and the engine', async () => {
    const shown = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/product/${red.id}/diet-check/`,
        headers: reporter.auth,
      })
    ).json();
    const res = await report(reporter, {
      product_id: red.id,
      intolerance: 'lactose',
      reason: 'fits_my_diet',
      comment: 'Hard cheese, I eat it every day.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      product_id: red.id,
      intolerance: 'lactose',
      reason: 'fits_my_diet',
      diet_color: shown.diet_color,
    });
    const [stored] = (await listAllVerdictReports(ctx.database.db)).filter(
      (r) => r.id === res.json().id,
    );
    expect(stored?.productCode).toBe(red.code);
    expect(stored?.engineFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.checks.map((c) => c.code)).toEqual(
      shown.checks.map((c: { code: string }) => c.code),
    );
  });

  it('stores a report on a scanned text and on one of the user’s own products', async () => {
    const scan = await report(reporter, {
      ingredients_text: RICE_AND_WATER.text,
      lang: 'fr',
      intolerance: 'gluten',
      reason: 'does_not_fit',
    });
    expect(scan.json()).toMatchObject({ diet_color: 'green', product_id: null, comment: null });
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/my-products/',
      headers: reporter.auth,
      payload: { name: WHEAT_AND_MILK.name, ingredients_text: WHEAT_AND_MILK.text },
      remoteAddress: nextIp(),
    });
    const res = await report(reporter, {
      my_product_id: own.json().id,
      intolerance: 'gluten',
      reason: 'wrong_ingredient',
    });
    expect(res.json()).toMatchObject({ my_product_id: own.json().id, diet_color: 'red' });
    // Someone else's own product is not found for them.
    const foreign = await report(other, {
      my_product_id: own.json().id,
      intolerance: 'gluten',
      reason: 'other',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows each user only their own reports', async () => {
    await report(other, { product_id: red.id, intolerance: 'lactose', reason: 'other' });
    const reporters = (await mine(reporter)).map((r: { reason: string }) => r.reason);
    expect(reporters.sort()).toEqual(['does_not_fit', 'fits_my_diet', 'wrong_ingredient']);
    expect((await mine(other)).map((r: { reason: string }) => r.reason)).toEqual(['other']);
  });

  it('rejects bad reports with field codes', async () => {
    const fields = async (payload: object) => {
      const res = await report(reporter, payload);
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    const base = { product_id: red.id, intolerance: 'lactose', reason: 'other' };
    expect(await fields({ ...base, comment: 'x'.repeat(501) })).toEqual({ comment: 'too_long' });
    expect((await fields({ ...base, reason: 'because' })).reason).toBeDefined();
    expect((await fields({ ...base, intolerance: 'nuts' })).intolerance).toBeDefined();
    expect(await fields({ intolerance: 'lactose', reason: 'other' })).toEqual({
      product_id: 'one_target',
    });
    expect(await fields({ ...base, ingredients_text: 'Reis' })).toEqual({
      product_id: 'one_target',
    });
    expect((await report(reporter, { ...base, product_id: 999_999 })).statusCode).toBe(404);
  });

  it('requires a session', async () => {
    expect(
      (await report(null, { product_id: red.id, intolerance: 'lactose', reason: 'other' }))
        .statusCode,
    ).toBe(401);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/verdict-reports/' });
    expect(list.statusCode).toBe(401);
  });

  it('groups every report by product and reason for npm run reports', async () => {
    const groups = groupVerdictReports(await listAllVerdictReports(ctx.database.db));
    const product = groups.filter((g) => g.product.startsWith(red.code));
    expect(product.map((g) => g.reason).sort()).toEqual(['fits_my_diet', 'other']);
    const fits = product.find((g) => g.reason === 'fits_my_diet')!;
    expect(fits.reports[0]?.codes.length).toBeGreaterThan(0);
    const text = formatReportGroups(groups);
    expect(text).toContain('Hard cheese, I eat it every day.');
    expect(text).toContain(`own label: ${WHEAT_AND_MILK.name}`);
  });
});
