import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';
import { createUser, login, nextIp, type TestUser } from '../account/test-factories.js';
import { findDietProfile } from './diet-profile.js';

describe('profile and credentials', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    [owner, other] = await Promise.all([createUser(ctx.app), createUser(ctx.app)]);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT', url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      payload,
      headers: user ? user.auth : {},
      remoteAddress: nextIp(),
    });

  it('shows the owner their profile with the diet profile', async () => {
    const res = await call('GET', `/api/user/profile/${owner.id}/`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.id,
      name: 'Anna',
      gender: 'Female',
      birth_year: 1990,
      language: 'English',
      intolerances: ['lactose'],
      custom_intolerances: [],
      tolerated_fodmap_groups: [],
    });
    expect(res.json()).not.toHaveProperty('password_hash');
  });

  it('updates only the fields sent, and the new diet profile judges products from then on', async () => {
    const res = await call('PUT', `/api/user/profile/${owner.id}`, owner, {
      language: 'German',
      intolerances: ['fodmap', 'gluten'],
      custom_intolerances: ['Sellerie', 'noisettes'],
      tolerated_fodmap_groups: ['lactose'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Anna',
      language: 'German',
      custom_intolerances: ['Sellerie', 'noisettes'],
    });
    expect(await findDietProfile(ctx.database.db, owner.id)).toEqual({
      intolerances: ['fodmap', 'gluten'],
      custom: ['Sellerie', 'noisettes'],
      toleratedFodmapGroups: ['lactose'],
    });
  });

  it.each([
    [{ birth_year: new Date().getUTCFullYear() - 10 }, 'birth_year', 'too_young'],
    [{ language: 'Klingon' }, 'language', 'invalid_value'],
    [{ token_version: 5 }, 'token_version', 'unknown_field'],
    [
      { custom_intolerances: Array.from({ length: 21 }, (_, i) => `x${i}`) },
      'custom_intolerances',
      'too_many',
    ],
  ])('rejects %j with a field code', async (body, field, code) => {
    const res = await call('PUT', `/api/user/profile/${owner.id}/`, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(code);
  });

  it('refuses another user’s profile and credentials with 403, and anonymous callers with 401', async () => {
    expect((await call('GET', `/api/user/profile/${owner.id}/`, other)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/user/profile/${owner.id}/`, other, { name: 'Mallory' })).statusCode,
    ).toBe(403);
    const creds = await call('PUT', `/api/user/credentials/${owner.id}/`, other, {
      current_password: other.password,
      email: 'x@example.ch',
    });
    expect(creds.statusCode).toBe(403);
    expect((await call('GET', `/api/user/profile/${owner.id}/`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/user/profile/${owner.id}/`, owner)).json().name).toBe('Anna');
  });

  it('changes the email only with the current password', async () => {
    const wrong = await call('PUT', `/api/user/credentials/${owner.id}/`, owner, {
      current_password: 'Wrong!Pass1',
      email: 'new@example.ch',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ current_password: 'wrong_password' });
    const taken = await call('PUT', `/api/user/credentials/${owner.id}/`, owner, {
      current_password: owner.password,
      email: other.email.toUpperCase(),
    });
    expect(taken.json().fields).toEqual({ email: 'email_taken' });
    const ok = await call('PUT', `/api/user/credentials/${owner.id}/`, owner, {
      current_password: owner.password,
      email: 'new@example.ch',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: 'new@example.ch' });
    owner.email = 'new@example.ch';
    expect((await call('GET', '/api/user/me/', owner)).json().email).toBe('new@example.ch');
  });

  it('a password change ends every other session and hands the caller a fresh pair', async () => {
    const elsewhere = await login(ctx.app, owner.username, owner.password);
    const res = await call('PUT', `/api/user/credentials/${owner.id}/`, owner, {
      current_password: owner.password,
      new_password: 'Neues!Pass2',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/user/me/', owner)).statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: elsewhere.refresh },
      remoteAddress: nextIp(),
    });
    expect(refreshed.statusCode).toBe(401);
    const fresh = { ...owner, auth: { authorization: `Bearer ${res.json().access}` } };
    expect((await call('GET', '/api/user/me/', fresh)).statusCode).toBe(200);
    await expect(login(ctx.app, owner.username, owner.password)).rejects.toThrow(/401/);
    await login(ctx.app, owner.username, 'Neues!Pass2');
  });

  it('applies the password rule to the new password', async () => {
    const res = await call('PUT', `/api/user/credentials/${other.id}/`, other, {
      current_password: other.password,
      new_password: 'weak',
    });
    expect(res.json().fields).toEqual({ new_password: 'password_too_short' });
  });
});
