import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import {
  buildRegistration,
  createUser,
  nextIp,
  PASSWORD,
  type TestUser,
} from './test-factories.js';

/**
 * Issue 29 (2, 9): a contact or newsletter row was attached to whichever account had its e-mail
 * address, so anyone could read a stranger's message in their own export (or delete it) by
 * registering the stranger's address. Now only what an account holder sent signed in is theirs,
 * whatever address they typed or have since; deletion also forgets the login throttle of every
 * identifier the holder typed.
 */
describe('contact and newsletter rows belong to the account that sent them signed in', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const contact = (email: string, message: string, who?: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: who ? who.auth : {},
      payload: { firstName: 'Vera', lastName: 'Muster', email, reason: 'other', message },
      remoteAddress: nextIp(),
    });
  const exported = async (who: TestUser) => {
    const res = await ctx.app.inject({ url: '/api/user/export/', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return (res.json().form_submissions as { fields: { message?: string } }[]).map(
      (s) => s.fields.message,
    );
  };
  const messages = async () =>
    (
      await queryRows<{ message: string }>(
        ctx.database.db,
        sql`select fields->>'message' as message from form_submissions order by id`,
      )
    ).map((r) => r.message);
  const changeEmail = (who: TestUser, email: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/user/credentials/${who.id}/`,
      headers: who.auth,
      payload: { current_password: who.password, email },
      remoteAddress: nextIp(),
    });
  const deleteAccount = (who: TestUser) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: who.auth,
      payload: { password: who.password },
      remoteAddress: nextIp(),
    });

  it('a stranger who registers the address, or changes to it, neither sees nor deletes the message', async () => {
    expect((await contact('victim@x.ch', 'my private message')).statusCode).toBe(201);
    const thief = await createUser(ctx.app, { email: 'VICTIM@X.CH' });
    expect(await exported(thief)).toEqual([]);
    const other = await createUser(ctx.app);
    expect((await changeEmail(other, 'Victim@X.ch')).json().fields).toEqual({
      email: 'email_taken',
    });
    expect((await deleteAccount(thief)).statusCode).toBe(204);
    expect((await changeEmail(other, 'Victim@X.ch')).statusCode).toBe(200);
    expect(await exported(other)).toEqual([]);
    expect((await deleteAccount(other)).statusCode).toBe(204);
    expect(await messages()).toContain('my private message');
  });

  it('what the holder sent signed in is exported and deleted, under any address, earlier ones too', async () => {
    const anna = await createUser(ctx.app, { email: 'anna.before@example.ch' });
    expect((await contact('anna.before@example.ch', 'sent signed in', anna)).statusCode).toBe(201);
    expect((await contact('typo@example.ch', 'other address, signed in', anna)).statusCode).toBe(
      201,
    );
    expect((await contact('anna.before@example.ch', 'sent anonymously')).statusCode).toBe(201);
    expect((await changeEmail(anna, 'anna.after@example.ch')).statusCode).toBe(200);
    expect(await exported(anna)).toEqual(['sent signed in', 'other address, signed in']);
    expect((await deleteAccount(anna)).statusCode).toBe(204);
    const left = await messages();
    expect(left).not.toContain('sent signed in');
    expect(left).not.toContain('other address, signed in');
    expect(left).toContain('sent anonymously');
  });

  it('an expired or forged token on a form is refused, not stored as anonymous', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { form_name: 'Eve', form_email: 'eve@example.ch' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('deletion forgets the login throttle of the account, its e-mail and its username', async () => {
    const body = buildRegistration({ email: 'Mia.Neu@example.ch' });
    // Typed before the account existed: counted under the typed e-mail and username.
    for (const identifier of ['mia.neu@example.ch', body.username])
      await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { identifier, password: 'Wrong!Pass1' },
        remoteAddress: nextIp(),
      });
    const mia = await createUser(ctx.app, body);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { identifier: mia.username, password: 'Wrong!Pass2' },
      remoteAddress: nextIp(),
    });
    const keys = async () =>
      (await queryRows<{ key: string }>(ctx.database.db, sql`select key from login_throttle`)).map(
        (r) => r.key,
      );
    expect(await keys()).toEqual(
      expect.arrayContaining([
        'id:mia.neu@example.ch',
        `id:${body.username.toLowerCase()}`,
        `user:${mia.id}`,
      ]),
    );
    expect(mia.password).toBe(PASSWORD);
    expect((await deleteAccount(mia)).statusCode).toBe(204);
    const left = await keys();
    expect(
      left.filter((k) => k.includes('mia.neu') || k.includes(body.username.toLowerCase())),
    ).toEqual([]);
    expect(left).not.toContain(`user:${mia.id}`);
  });
});
