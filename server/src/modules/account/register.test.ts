import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { buildRegistration, nextIp } from './test-factories.js';

describe('POST /api/register/', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const register = (payload: Record<string, unknown>, url = '/api/register/') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const year = new Date().getUTCFullYear();

  it('creates an account and answers its id, username and email, never the password', async () => {
    const body = buildRegistration({
      intolerances: ['lactose', 'fodmap'],
      custom_intolerances: ['Sellerie'],
    });
    const res = await register(body, '/api/register');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: body.email,
    });
    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select * from users where id = ${res.json().id}`,
    );
    expect(row).toMatchObject({
      intolerances: ['lactose', 'fodmap'],
      custom_intolerances: ['Sellerie'],
      birth_year: 1990,
    });
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(res.body).not.toContain(body.password1);
  });

  it.each([
    ['password1', { password1: 'Sh0rt!', password2: 'Sh0rt!' }, 'password_too_short'],
    [
      'password1',
      { password1: 'nouppercase1!', password2: 'nouppercase1!' },
      'password_needs_uppercase',
    ],
    ['password1', { password1: 'NoDigitHere!', password2: 'NoDigitHere!' }, 'password_needs_digit'],
    [
      'password1',
      { password1: 'NoSpecial123', password2: 'NoSpecial123' },
      'password_needs_special',
    ],
    ['password2', { password2: 'Different!Pass1' }, 'passwords_mismatch'],
    ['email', { email: 'not-an-email' }, 'invalid_email'],
    ['username', { username: 'has space' }, 'invalid_username'],
    ['birth_year', { birth_year: 1899 }, 'birth_year_out_of_range'],
    ['birth_year', { birth_year: year + 1 }, 'birth_year_out_of_range'],
    ['birth_year', { birth_year: year - 15 }, 'too_young'],
    ['gender', { gender: 'Robot' }, 'invalid_value'],
    ['shopping_preference', { shopping_preference: 10 }, 'too_big'],
    ['intolerances', { intolerances: ['lactose', 'peanuts'] }, 'invalid_value'],
    ['is_staff', { is_staff: true }, 'unknown_field'],
  ])('rejects a bad %s with a field code (%j → %s)', async (field, overrides, code) => {
    const res = await register(buildRegistration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(
      res.json().fields[field.includes('.') ? field : field] ?? res.json().fields[`${field}.1`],
    ).toBe(code);
  });

  it('accepts someone who turns 16 this year', async () => {
    expect((await register(buildRegistration({ birth_year: year - 16 }))).statusCode).toBe(201);
  });

  it.each([
    'username',
    'email',
    'password1',
    'password2',
    'birth_year',
    'gender',
    'name',
    'surname',
  ])('requires %s', async (field) => {
    const body: Record<string, unknown> = buildRegistration();
    delete body[field];
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });

  it('keeps usernames unique and emails unique without regard to case', async () => {
    const first = buildRegistration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(
      buildRegistration({
        username: first.username.toUpperCase(),
        email: first.email.toUpperCase(),
      }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ username: 'username_taken', email: 'email_taken' });
  });

  it('never stores a user when the body carries an unknown field', async () => {
    const body = buildRegistration({ token_version: 99 });
    expect((await register(body)).statusCode).toBe(400);
    const rows = await queryRows(
      ctx.database.db,
      sql`select 1 from users where username = ${body.username}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: { bad: 1 },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('rejects an oversized body with 413', async () => {
    const res = await register(buildRegistration({ name: 'x'.repeat(20_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});
