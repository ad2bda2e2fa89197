import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS_TEXT } from '@safeshelf/contract';
import { buildTestApp, testEnv } from '#server/test/app.js';
import { createWorkerPool, type WorkerPool } from '#server/workers/index.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { RICE_AND_WATER } from './test-labels.js';

// Issue 29 point 5: one user's slow texts must never delay another user. Each judgement here
// takes 400 ms longer than the engine needs (a stand-in for a slow text), on one worker thread.
const SLOW_MS = 400;
const WORST = '('.repeat(MAX_INGREDIENTS_TEXT - 1);

describe('POST /api/diet-check/ under a flood of slow texts', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let workers: WorkerPool;
  let flooder: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    workers = createWorkerPool({
      catalogDir: testEnv().CATALOG_DIR,
      threads: 1,
      filename: new URL('../../test/slow-tasks.ts', import.meta.url),
      workerData: { slowMs: SLOW_MS },
    });
    ctx = await buildTestApp({}, { workers });
    [flooder, shopper] = await Promise.all([
      createUser(ctx.app, { intolerances: ['gluten'] }),
      createUser(ctx.app, { intolerances: ['gluten'] }),
    ]);
    await check(shopper, RICE_AND_WATER.text); // the worker is up
  });
  afterAll(async () => {
    await ctx.close();
    await workers.close();
  });

  function check(who: TestUser, text: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/diet-check/',
      headers: who.auth,
      payload: { ingredients_text: text },
      remoteAddress: nextIp(),
    });
  }

  it('serves another user in their turn, and refuses a flooder’s surplus at once with 503', async () => {
    const finished: string[] = [];
    const flood = Array.from({ length: 12 }, (_, i) =>
      check(flooder, WORST).then((res) => {
        finished.push(`flood ${i}`);
        return res;
      }),
    );
    // Wait until the flood's tasks are queued, then the other user asks.
    while (workers.stats().waiting < 8) await new Promise((r) => setTimeout(r, 10));
    const started = performance.now();
    const theirs = await check(shopper, RICE_AND_WATER.text);
    finished.push('shopper');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().diet_color).toBe('green');
    // One running task and one turn of the flooder before theirs, not the flooder's whole queue.
    expect(performance.now() - started).toBeLessThan(SLOW_MS * 5);
    const answers = await Promise.all(flood);
    const codes = answers.map((r) => r.statusCode).sort();
    // One running and 8 waiting are judged; the flooder's next 3 are refused before any work.
    expect(codes).toEqual([...Array(9).fill(200), 503, 503, 503]);
    const refused = answers.find((r) => r.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().code).toBe('service_unavailable');
    expect(finished.indexOf('shopper')).toBeLessThan(finished.length - 5);
  });

  it('keeps answering other requests while every worker is busy', async () => {
    const flood = Array.from({ length: 6 }, () => check(flooder, WORST));
    while (workers.stats().running < 1) await new Promise((r) => setTimeout(r, 5));
    const started = performance.now();
    const health = await ctx.app.inject({ url: '/api/health/', remoteAddress: nextIp() });
    expect(health.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(SLOW_MS);
    await Promise.all(flood);
  });
});
