import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../test/app.js';
import {
  buildRegistration,
  createUser,
  nextIp,
  type TestUser,
} from '../modules/account/test-factories.js';

/**
 * Issue 14 (2): a failed query used to log every parameter (e-mail, Argon2 hash, intolerances).
 * Every log line of these requests is captured and searched for personal data.
 */
describe('logs without personal data', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let lena: TestUser;
  const email = 'lena.geheim@example.ch';
  beforeAll(async () => {
    ctx = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    lena = await createUser(ctx.app, { username: 'lena', email });
    // From now on every write to these tables fails inside PostgreSQL (existing rows stay valid).
    await ctx.database.db.execute(
      sql`alter table users add constraint outage_test check (id < 0) not valid`,
    );
  });
  afterAll(() => ctx.close());

  const secrets = () => [
    email,
    'mia.privat@example.ch',
    lena.password,
    lena.access,
    lena.refresh,
    '$argon2',
    'Sellerie',
    'Haselnuss',
    'fructose',
  ];

  it('a failed registration and profile update log the statement and SQLSTATE, not the values', async () => {
    const registration = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: buildRegistration({
        email: 'mia.privat@example.ch',
        intolerances: ['fructose'],
        custom_intolerances: ['Haselnuss'],
      }),
      remoteAddress: nextIp(),
    });
    expect(registration.statusCode).toBe(500);
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/profile/${lena.id}/`,
      payload: { custom_intolerances: ['Sellerie'] },
      headers: lena.auth,
      remoteAddress: nextIp(),
    });
    expect(profile.statusCode).toBe(500);

    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errors).toHaveLength(2);
    expect(errors[0].err).toMatchObject({
      type: 'QueryFailed',
      statement: 'insert users',
      code: '23514',
    });
    expect(errors[1].err).toMatchObject({
      type: 'QueryFailed',
      statement: 'update users',
      code: '23514',
    });
    for (const line of lines) for (const secret of secrets()) expect(line).not.toContain(secret);
  });

  it('redacts authorization, passwords, tokens, e-mail and intolerances wherever a line has them', () => {
    ctx.app.log.info(
      {
        headers: { authorization: `Bearer ${lena.access}` },
        body: { identifier: email, password: lena.password, refresh: lena.refresh },
        profile: { custom_intolerances: ['Sellerie'], intolerances: ['fructose'] },
        email,
      },
      'hand-made line',
    );
    const line = lines.find((l) => l.includes('hand-made line'))!;
    expect(JSON.parse(line)).toMatchObject({
      headers: { authorization: '[redacted]' },
      body: { identifier: '[redacted]', password: '[redacted]', refresh: '[redacted]' },
      profile: { custom_intolerances: '[redacted]', intolerances: '[redacted]' },
      email: '[redacted]',
    });
    for (const secret of secrets()) expect(line).not.toContain(secret);
  });

  it('logs neither search words nor the client address of a request (issue 29, 11)', async () => {
    const before = lines.length;
    const res = await ctx.app.inject({
      url: '/api/filtered-products/?search=laktosefrei%20hafermilch&limit=5',
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode).toBe(200);
    const logged = lines.slice(before);
    const incoming = logged.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request');
    expect(incoming.req).toEqual({
      method: 'GET',
      url: '/api/filtered-products/',
      host: 'localhost:80',
    });
    for (const line of logged)
      for (const secret of ['laktosefrei', 'hafermilch', '203.0.113.77'])
        expect(line).not.toContain(secret);
  });
});
