import { afterEach, describe, expect, it } from 'vitest';
import { testEnv } from '#server/test/app.js';
import type * as PoolWorker from '#server/test/pool-worker.js';
import {
  createWorkerPool,
  PoolBusyError,
  PoolClosedError,
  TaskAbortedError,
  WorkerTaskError,
  type WorkerPool,
  type WorkerPoolOptions,
} from './index.js';

const { CATALOG_DIR } = testEnv();
const pools: WorkerPool<unknown>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function testPool(options: Partial<WorkerPoolOptions> = {}) {
  const pool = createWorkerPool<typeof PoolWorker>({
    catalogDir: CATALOG_DIR,
    threads: 1,
    filename: new URL('../test/pool-worker.ts', import.meta.url),
    ...options,
  });
  pools.push(pool as WorkerPool<unknown>);
  return pool;
}

/** Resolves in the order the given promises settle. */
async function settleOrder(tasks: Record<string, Promise<unknown>>) {
  const order: string[] = [];
  await Promise.allSettled(
    Object.entries(tasks).map(([tag, task]) => task.finally(() => order.push(tag))),
  );
  return order;
}

describe('the worker pool', () => {
  it('judges in a worker thread with the engine built from CATALOG_DIR (TypeScript loads there too)', async () => {
    const pool = createWorkerPool({ catalogDir: CATALOG_DIR, threads: 1 });
    pools.push(pool as WorkerPool<unknown>);
    const profile = { intolerances: ['lactose' as const], custom: [], toleratedFodmapGroups: [] };
    const verdict = await pool.run('judge', {
      product: { ingredients_text: 'Vollmilch, Zucker' },
      profile,
      lang: 'de',
    });
    expect(verdict.diet_color).toBe('red');
    const batch = await pool.run('judgeBatch', {
      products: [{ ingredients_text: 'Reis, Wasser' }, { ingredients_text: 'Magermilchpulver' }],
      profile,
      lang: 'en',
    });
    expect(batch.map((v) => v.diet_color)).toEqual(['green', 'red']);
  });

  it('runs a request before waiting bulk work: it waits for at most the batch that is running', async () => {
    const pool = testPool();
    const batches = Array.from({ length: 8 }, (_, i) => ({ ms: 150, tag: `bulk${i}` }));
    const bulkDone: string[] = [];
    const bulkJob = (async () => {
      for await (const out of pool.mapOrdered('work', batches)) bulkDone.push(out.tag);
    })();
    await new Promise((r) => setTimeout(r, 50)); // the first batch is running
    const answer = await pool.run('work', { ms: 0, tag: 'request' });
    expect(answer.tag).toBe('request');
    // Answered after the running batch (and possibly the one that had just been queued), not after all 8.
    expect(bulkDone.length).toBeLessThanOrEqual(2);
    await bulkJob;
    expect(bulkDone).toEqual(batches.map((b) => b.tag));
  });

  it('runs a single-item request task before a request’s batch that waited longer', async () => {
    const pool = testPool();
    const busy = pool.run('work', { ms: 150, tag: 'busy' }, { owner: 'user:1' });
    await new Promise((r) => setTimeout(r, 30));
    const order = await settleOrder({
      busy,
      batch: pool.run('work', { ms: 0, tag: 'batch' }, { owner: 'user:2', batch: true }),
      single: pool.run('work', { ms: 0, tag: 'single' }, { owner: 'user:3' }),
    });
    expect(order).toEqual(['busy', 'single', 'batch']);
  });

  it('pulls bulk inputs only as workers free up (back-pressure), in order', async () => {
    const pool = testPool({ threads: 2 });
    let pulled = 0;
    function* inputs() {
      for (let i = 0; i < 20; i++) {
        pulled += 1;
        yield { ms: 5, tag: String(i) };
      }
    }
    const seen: number[] = [];
    for await (const out of pool.mapOrdered('work', inputs())) {
      seen.push(Number(out.tag));
      // Never more than threads + 1 in flight beyond what was handed back.
      expect(pulled - seen.length).toBeLessThanOrEqual(3);
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('serves waiting requests round-robin by owner: a flood queues behind itself', async () => {
    const pool = testPool();
    const flood = (i: number) => pool.run('work', { ms: 60, tag: `f${i}` }, { owner: 'ip:flood' });
    const tasks: Record<string, Promise<unknown>> = {};
    for (let i = 0; i < 5; i++) tasks[`f${i}`] = flood(i);
    tasks.other = pool.run('work', { ms: 0, tag: 'other' }, { owner: 'user:7' });
    const order = await settleOrder(tasks);
    expect(order.indexOf('other')).toBeLessThanOrEqual(2);
  });

  it('serves the owner who used the workers least first: long tasks do not take turns one for one (issue 29)', async () => {
    const pool = testPool();
    const tasks: Record<string, Promise<unknown>> = {};
    // The flooder's first long task runs; two more wait, queued before three shoppers' short ones.
    tasks.f0 = pool.run('work', { ms: 80, tag: 'f0' }, { owner: 'user:flood' });
    await new Promise((r) => setTimeout(r, 20));
    tasks.f1 = pool.run('work', { ms: 80, tag: 'f1' }, { owner: 'user:flood' });
    tasks.f2 = pool.run('work', { ms: 80, tag: 'f2' }, { owner: 'user:flood' });
    for (const who of ['a', 'b', 'c'])
      tasks[who] = pool.run('work', { ms: 1, tag: who }, { owner: `user:${who}` });
    const order = await settleOrder(tasks);
    // Round-robin by turns gave f0, f1, a, b, c, f2: a shopper waited for a second long task.
    expect(order).toEqual(['f0', 'a', 'b', 'c', 'f1', 'f2']);
  });

  it('refuses a request at once when too many wait, or too many of one owner', async () => {
    const pool = testPool({ maxWaiting: 3, maxWaitingPerOwner: 2 });
    const held = [0, 1, 2].map((i) =>
      pool.run('work', { ms: 100, tag: String(i) }, { owner: 'ip:a' }),
    );
    // One runs, two wait: a's third waiting task is one too many, b may still queue.
    await expect(pool.run('work', { ms: 0, tag: 'x' }, { owner: 'ip:a' })).rejects.toBeInstanceOf(
      PoolBusyError,
    );
    held.push(pool.run('work', { ms: 0, tag: 'b' }, { owner: 'ip:b' }));
    await expect(pool.run('work', { ms: 0, tag: 'c' }, { owner: 'ip:c' })).rejects.toBeInstanceOf(
      PoolBusyError,
    );
    await Promise.all(held);
  });

  it('drops a waiting task whose client went away; a running one finishes in the same worker', async () => {
    const pool = testPool();
    const gone = new AbortController();
    const running = pool.run('work', { ms: 200, tag: 'running' }, { signal: gone.signal });
    const waiting = pool.run('work', { ms: 0, tag: 'waiting' }, { signal: gone.signal });
    await new Promise((r) => setTimeout(r, 50));
    const aborted = Date.now();
    gone.abort();
    await expect(running).rejects.toBeInstanceOf(TaskAbortedError);
    await expect(waiting).rejects.toBeInstanceOf(TaskAbortedError);
    expect(Date.now() - aborted).toBeLessThan(150);
    const first = await pool.run('work', { ms: 0, tag: 'next' });
    const second = await pool.run('work', { ms: 0, tag: 'again' });
    expect(second.threadId).toBe(first.threadId);
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('fails a task whose worker crashes with a clear error, and replaces the worker', async () => {
    const pool = testPool();
    const before = await pool.run('work', { ms: 0, tag: 'before' });
    await expect(pool.run('crash', undefined)).rejects.toThrow(
      /worker task "crash" failed: worker exited with code: 3/,
    );
    const after = await pool.run('work', { ms: 0, tag: 'after' });
    expect(after.threadId).not.toBe(before.threadId);
  });

  // The deadline counts from the hand-over to piscina, a replacement worker's start included
  // (tsx and the engine: seconds on a busy machine), hence 8 s here.
  it('passes a task’s own error on, and stops a task that runs too long', async () => {
    const pool = testPool({ taskTimeoutMs: 8000 });
    await expect(pool.run('fail', 'no such rule')).rejects.toThrow(
      /worker task "fail" failed: no such rule/,
    );
    const spinning = pool.run('spin', undefined);
    await expect(spinning).rejects.toBeInstanceOf(WorkerTaskError);
    await expect(spinning).rejects.toThrow(/ran longer than 8000 ms/);
    expect((await pool.run('work', { ms: 0, tag: 'after' })).tag).toBe('after');
  });

  it('closes: waiting tasks fail, the running one finishes, later tasks are refused', async () => {
    const pool = testPool();
    const running = pool.run('work', { ms: 100, tag: 'running' });
    const waiting = pool.run('work', { ms: 0, tag: 'waiting' }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 30));
    await pool.close();
    await expect(running).resolves.toMatchObject({ tag: 'running' });
    expect(await waiting).toBeInstanceOf(PoolClosedError);
    await expect(pool.run('work', { ms: 0, tag: 'late' })).rejects.toBeInstanceOf(PoolClosedError);
  });
});
