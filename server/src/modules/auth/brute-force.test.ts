import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { createUser, nextIp, type TestUser } from '../account/test-factories.js';
import { hashPassword } from './passwords.js';

describe('brute-force protection', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let victim: TestUser;
  let bystander: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [victim, bystander] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
  });
  afterAll(() => ctx.close());

  const attempt = (identifier: string, password: string, ip = nextIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { identifier, password },
      remoteAddress: ip,
    });
  const unblock = () =>
    ctx.database.db.execute(
      sql`update login_throttle set blocked_until = now() - interval '1 second'`,
    );

  it('delays an account after 5 failures, even for the right password, while others log in normally', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(victim.username, `Wrong!Pass${i}`)).statusCode).toBe(401);
    const blocked = await attempt(victim.username, victim.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Same account through its email: same throttle.
    expect((await attempt(victim.email, victim.password)).statusCode).toBe(429);
    expect((await attempt(bystander.email, bystander.password)).statusCode).toBe(200);
    await unblock();
    expect((await attempt(victim.email, victim.password)).statusCode).toBe(200);
    const rows = await queryRows(
      ctx.database.db,
      sql`select 1 from login_throttle where key = ${`user:${victim.id}`}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('doubles the delay with every further failure', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      await attempt(bystander.username, 'Wrong!Pass1');
      const [row] = await queryRows<{ s: number | null }>(
        ctx.database.db,
        sql`select round(extract(epoch from blocked_until - updated_at))::int as s from login_throttle where key = ${`user:${bystander.id}`}`,
      );
      delays.push(row?.s ?? 0);
      await unblock();
    }
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8]);
  });

  it('forgets failures after a day without any', async () => {
    for (let i = 0; i < 4; i++) await attempt(victim.username, 'Wrong!Pass1');
    await ctx.database.db.execute(
      sql`update login_throttle set updated_at = now() - interval '25 hours'`,
    );
    await attempt(victim.username, 'Wrong!Pass1');
    expect((await attempt(victim.username, victim.password)).statusCode).toBe(200);
  });

  it('lets no more than 5 password checks through when 20 attempts arrive at once', async () => {
    const target = await createUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(target.username, `Wrong!Pass${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    // Exactly 5 on an idle machine; one more when the first 1 s block runs out while the rest queue.
    const checked = codes.filter((c) => c === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(6);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - checked);
  });

  it('treats an unknown account exactly like a known one (no enumeration)', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await attempt('ghost@example.ch', 'Wrong!Pass1')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers 429 with Retry-After to an address that tries more than 20 logins a minute', async () => {
    const ip = '203.0.113.5';
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await attempt(`nobody${i}`, 'x', ip)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    const last = await attempt(bystander.email, 'whatever', ip);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles the password check of a credentials change and of account deletion alike, with Retry-After', async () => {
    const target = await createUser(ctx.app);
    const change = (password: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/credentials/${target.id}/`,
        headers: target.auth,
        payload: { current_password: password, email: 'new@example.ch' },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < 5; i++) {
      const wrong = await change(`Wrong!Pass${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ current_password: 'wrong_password' });
    }
    const blocked = await change(target.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const deletion = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: target.auth,
      payload: { password: target.password },
      remoteAddress: nextIp(),
    });
    expect(deletion.statusCode).toBe(429);
    expect(Number(deletion.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('hashes off the event loop', async () => {
    let ticks = 0;
    let done = false;
    const hashing = Promise.all([1, 2, 3, 4].map((i) => hashPassword(`Password!${i}`))).then(
      () => (done = true),
    );
    while (!done) {
      await new Promise((r) => setImmediate(r));
      ticks++;
    }
    await hashing;
    expect(ticks).toBeGreaterThan(10);
  });
});
