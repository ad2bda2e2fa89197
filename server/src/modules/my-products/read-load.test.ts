import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_INGREDIENTS_TEXT, MAX_MY_PRODUCTS } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { verdictKey } from '#server/modules/diet/index.js';
import { changeDietProfile, createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { WHEAT_AND_MILK } from '../label-scan/test-labels.js';
import { REJUDGE_BATCH } from './verdicts.js';

// Issue 29 point 1: 200 kept texts of 4,999 "(" made one read of "My products" take 45 s, and
// every other request waited as long.
const WORST = '('.repeat(MAX_INGREDIENTS_TEXT - 1);
const GLUTEN = { intolerances: ['gluten' as const], custom: [], toleratedFodmapGroups: [] };

describe('my products: reading never stalls the API (issue 29 point 1)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    // The worker has built its engine before anything is timed.
    await ctx.app.diet.judgeLabel({ ingredients_text: 'Reis' }, GLUTEN, 'en');
  });
  afterAll(() => ctx.close());

  const list = (who: TestUser, lang = 'en', url = '/api/my-products/') =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...who.auth, 'accept-language': lang },
      remoteAddress: nextIp(),
    });

  /** Keeps `texts` for the user as if judged earlier, with the verdict the engine gives now. */
  async function keep(user: TestUser, texts: string[], judgedFor: string) {
    const unique = [...new Set(texts)];
    const judged = await ctx.app.diet.judgeLabels(
      unique.map((t) => ({ ingredients_text: t })),
      GLUTEN,
      'en',
    );
    const verdicts = texts.map((t) => judged[unique.indexOf(t)]);
    const rows = texts.map((text, i) => ({
      user_id: user.id,
      name: `Kept ${i}`,
      ingredients_text: text,
      diet_color: verdicts[i]!.diet_color,
      checks: verdicts[i]!.checks,
      judged_by: ctx.app.diet.engineFingerprint(),
      judged_for: judgedFor,
    }));
    await ctx.database.db.execute(sql`
      insert into my_products (user_id, name, ingredients_text, diet_color, checks, judged_by, judged_for)
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(user_id int, name text,
        ingredients_text text, diet_color text, checks jsonb, judged_by text, judged_for text)`);
  }

  /** While `slow` runs, someone else asks for the API's health over and over: the longest wait. */
  async function othersWaitDuring<T>(slow: Promise<T>) {
    let done = false;
    let longest = 0;
    const other = (async () => {
      while (!done) {
        const started = performance.now();
        // As requests arriving on sockets would, each waits for its turn in the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        const health = await ctx.app.inject({ url: '/api/health/', remoteAddress: nextIp() });
        expect(health.statusCode).toBe(200);
        longest = Math.max(longest, performance.now() - started);
      }
    })();
    const result = await slow.finally(() => (done = true));
    await other;
    return { result, longest };
  }

  it('serves 200 kept worst-case texts from their stored verdicts, at once, without judging again', async () => {
    const user = await createUser(ctx.app, { intolerances: ['gluten'] });
    await keep(user, Array(MAX_MY_PRODUCTS).fill(WORST), verdictKey(GLUTEN, 'en'));
    const started = performance.now();
    const { result, longest } = await othersWaitDuring(list(user));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toHaveLength(MAX_MY_PRODUCTS);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(longest).toBeLessThan(1_000);
  });

  it("lists names, verdicts and reasons without the texts; a product's own read brings its text", async () => {
    const user = await createUser(ctx.app, { intolerances: ['gluten'] });
    await keep(user, Array(MAX_MY_PRODUCTS).fill(WORST), verdictKey(GLUTEN, 'en'));
    const read = await list(user);
    const items: Record<string, unknown>[] = read.json();
    expect(items).toHaveLength(MAX_MY_PRODUCTS);
    expect(items[0]).toMatchObject({ name: expect.any(String), diet_color: expect.any(String) });
    expect(items[0]!.checks).not.toHaveLength(0);
    expect(items.some((p) => 'ingredients_text' in p)).toBe(false);
    // Was ~1 MB (200 × 5,000 characters) through the request thread on every read.
    expect(read.body.length).toBeLessThan(MAX_MY_PRODUCTS * 1_000);
    const one = await list(user, 'en', `/api/my-products/${items[0]!.id as number}/`);
    expect(one.json().ingredients_text).toBe(WORST);
  });

  it('judges again at most three lists of 200 in 10 minutes per user; then 429, others unaffected', async () => {
    // Flipping the reading language (or the profile) before every read made each read judge all
    // kept texts again: 30 reads a minute × 200 worst-case texts kept the pool busy for one user.
    const user = await createUser(ctx.app, { intolerances: ['gluten'] });
    const other = await createUser(ctx.app, { intolerances: ['gluten'] });
    const kept = MAX_MY_PRODUCTS / 2;
    await keep(user, Array(kept).fill(WHEAT_AND_MILK.text), verdictKey(GLUTEN, 'en'));
    await keep(other, [WHEAT_AND_MILK.text], verdictKey(GLUTEN, 'en'));
    const flips = ['de', 'fr', 'en', 'de', 'fr', 'en'];
    for (const lang of flips) expect((await list(user, lang)).statusCode).toBe(200);
    const tasks = vi.spyOn(ctx.app.workers, 'run');
    const refused = await list(user, 'de');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(tasks).not.toHaveBeenCalled();
    tasks.mockRestore();
    // Stored verdicts are still served, and another user's turn is whole.
    expect((await list(user, 'en')).json()).toHaveLength(kept);
    expect((await list(other, 'fr')).statusCode).toBe(200);
  }, 120_000);

  it('after a profile change judges the kept texts again off the request thread, and stores them', async () => {
    const user = await createUser(ctx.app, { intolerances: ['gluten'] });
    const texts = [WHEAT_AND_MILK.text, ...Array(MAX_MY_PRODUCTS - 1).fill(WORST)];
    await keep(user, texts, verdictKey(GLUTEN, 'en'));
    await changeDietProfile(ctx.app, user, { intolerances: ['fructose'] });
    const tasks = vi.spyOn(ctx.app.workers, 'run');
    const { result, longest } = await othersWaitDuring(list(user));
    // Judged in the worker pool, REJUDGE_BATCH texts a task.
    expect(tasks.mock.calls.map(([name]) => name)).toEqual(
      Array(MAX_MY_PRODUCTS / REJUDGE_BATCH).fill('judgeBatch'),
    );
    tasks.mockRestore();
    const items: { name: string; diet_color: string }[] = result.json();
    // Wheat and milk: red for gluten when kept, green for fructose now.
    expect(items.find((p) => p.name === 'Kept 0')?.diet_color).toBe('green');
    expect(longest).toBeLessThan(1_000);
    const fructose = { ...GLUTEN, intolerances: ['fructose' as const] };
    const stored = await queryRows<{ judged_for: string }>(
      ctx.database.db,
      sql`select distinct judged_for from my_products where user_id = ${user.id}`,
    );
    expect(stored).toEqual([{ judged_for: verdictKey(fructose, 'en') }]);
  }, 120_000);

  it('limits reads to 30 a minute per user, whatever address they come from', async () => {
    const user = await createUser(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await list(user)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
