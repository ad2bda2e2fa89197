import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app.js';
import { openDatabase, queryRows, type Database } from '#server/db/client.js';
import { createScratchDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';

/**
 * Issue 14 (9): two API instances (own pools, own memory) on one PostgreSQL enforce one
 * per-address limit: 20 logins a minute in total, not 20 each. The embedded database serves a
 * single process, so it keeps the in-memory store and this test is PostgreSQL's.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const instances: { app: Awaited<ReturnType<typeof buildApp>>; database: Database }[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    drop = scratch.drop;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: scratch.url, poolMax: 3 });
      instances.push({ app: await buildApp({ env: testEnv(), database }), database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await drop();
  });

  const login = (instance: number, address: string, attempt: number) =>
    instances[instance]!.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { identifier: `nobody${attempt}`, password: 'wrong' },
      remoteAddress: address,
    });

  it('refuses the 21st login of one address, whichever instance gets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await login(i % 2, '198.51.100.20', i)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    const refused = await login(0, '198.51.100.20', 99);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still has its own 20.
    expect((await login(1, '198.51.100.21', 100)).statusCode).toBe(401);
  });

  it('refuses a request over its limit from memory: a flood of refused ones writes nothing (issue 29)', async () => {
    const hits = async () =>
      (
        await queryRows<{ hits: number }>(
          instances[0]!.database.db,
          sql`select hits from rate_limit_hits where key like '%198.51.100.40'`,
        )
      )[0]?.hits;
    // 21 counted, the last refused by instance 0; instance 1 counts its own first refusal.
    for (let i = 0; i < 22; i++) await login(i === 21 ? 1 : i % 2, '198.51.100.40', 300 + i);
    expect(await hits()).toBe(22);
    const refused = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2, '198.51.100.40', 400 + i)),
    );
    expect(refused.every((r) => r.statusCode === 429)).toBe(true);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Neither instance asked the database again.
    expect(await hits()).toBe(22);
  });

  it('counts parallel requests on both instances without losing one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2, '198.51.100.30', 200 + i)),
    );
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
    const [row] = await queryRows<{ hits: number }>(
      instances[0]!.database.db,
      sql`select hits from rate_limit_hits where key like '%198.51.100.30'`,
    );
    expect(row?.hits).toBe(30);
  });
});
