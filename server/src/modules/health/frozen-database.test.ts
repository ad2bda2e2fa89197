import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { openDatabase, type Database } from '#server/db/client.js';
import { testEnv } from '#server/test/app.js';
import { findPostgresBin, startThrowawayPostgres } from '#server/test/throwaway-postgres.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';

/**
 * Issue 29 (7): with PostgreSQL frozen by SIGSTOP, requests holding a connection hung for the
 * whole 20 s of the attack test and throughput fell under 1 request/s. With a client-side query
 * timeout every request answers 503 + Retry-After within seconds, and the first requests after
 * SIGCONT succeed. The server is this test's own (initdb, its own port), never the shared one.
 */
const bin = findPostgresBin();
describe.runIf(process.env.TEST_DATABASE_URL && bin)('a frozen PostgreSQL server', () => {
  const limits = { statementTimeoutMs: 1_000, queryTimeoutMs: 2_000, connectTimeoutMs: 3_000 };
  let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let user: TestUser;
  beforeAll(async () => {
    server = await startThrowawayPostgres(bin!);
    database = await openDatabase({ url: server.url, poolMax: 4, ...limits });
    app = await buildApp({ env: testEnv(), database });
    user = await createUser(app);
  });
  afterAll(async () => {
    server?.thaw(); // first, so nothing a failed run left hanging holds the close up
    await app?.close();
    await database?.close().catch(() => {});
    server?.stop();
  });

  /**
   * Twelve requests at once: three times the pool, so some wait for a connection. Each search is
   * one not asked before: an answer kept in memory (decision 176) needs no database.
   */
  let asked = 0;
  const burst = () =>
    Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const started = Date.now();
        const request =
          i % 3 === 0
            ? app.inject({ url: '/api/favorites/', headers: user.auth })
            : i % 3 === 1
              ? app.inject({ url: `/api/filtered-products/?search=milch&offset=${++asked}` })
              : app.inject({
                  method: 'POST',
                  url: '/api/token/',
                  payload: { identifier: user.username, password: user.password },
                  remoteAddress: nextIp(),
                });
        return request.then((res) => ({ res, ms: Date.now() - started }));
      }),
    );

  it('answers every request 503 with Retry-After within seconds, then recovers on SIGCONT', async () => {
    // Open the pool's connections first (this machine may be busy), so the freeze hits them.
    for (let i = 0; i < 3; i++)
      for (const { res } of await burst()) expect(res.statusCode, res.body).toBe(200);
    server.freeze();
    let answers: Awaited<ReturnType<typeof burst>>;
    try {
      answers = await burst();
    } finally {
      server.thaw();
    }
    for (const { res, ms } of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ code: 'service_unavailable' });
      expect(ms).toBeLessThan(limits.queryTimeoutMs + limits.connectTimeoutMs + 2_000);
    }
    const after = await burst();
    expect(after.map(({ res }) => res.statusCode)).toEqual(Array(12).fill(200));
  }, 60_000);
});
