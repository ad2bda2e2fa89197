import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { openDatabase, type Database } from '#server/db/client.js';
import { createScratchDatabase, openTestDatabase } from '#server/test/database.js';
import { testEnv } from '#server/test/app.js';
import { startTcpProxy } from '#server/test/tcp-proxy.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';

/**
 * Issue 14 (5): while the database is out of reach every database route answers 503 +
 * Retry-After + `service_unavailable` (was 500), and the first request after it is back succeeds
 * without a restart. PostgreSQL is cut off through a TCP proxy of this test's own, never stopped.
 */
describe('database outage', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
  let drop = async () => {};
  let user: TestUser;
  beforeAll(async () => {
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      drop = scratch.drop;
      const url = new URL(scratch.url);
      proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      database = await openDatabase({ url: url.toString(), poolMax: 4, connectTimeoutMs: 1000 });
    } else {
      database = await openTestDatabase();
    }
    app = await buildApp({ env: testEnv(), database });
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => {});
    await proxy?.close();
    await drop();
  });

  // Each search is one not asked before: an answer kept in memory (decision 176) needs no database.
  let asked = 0;
  const requests = () => [
    app.inject({ url: '/api/favorites/', headers: user.auth }),
    app.inject({ url: `/api/filtered-products/?search=milch&offset=${++asked}` }),
    app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { identifier: user.username, password: user.password },
      remoteAddress: nextIp(),
    }),
  ];

  it('answers 503 service_unavailable with Retry-After while the database is gone', async () => {
    for (const res of await Promise.all(requests())) expect(res.statusCode).toBe(200);
    if (proxy) proxy.block();
    else await database.close(); // the embedded database's only way to vanish
    for (const res of await Promise.all(requests())) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
    }
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
  });

  it.runIf(serverUrl)('recovers without a restart once PostgreSQL is reachable again', async () => {
    proxy!.unblock();
    const started = Date.now();
    const answers = await Promise.all(requests());
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
