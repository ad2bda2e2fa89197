import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';

describe('OpenAPI document of the account routes', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('documents every account route from the same zod schemas, protected ones with bearer auth', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/register',
      '/api/token',
      '/api/token/refresh',
      '/api/token/revoke',
      '/api/user/me',
      '/api/user/export',
      '/api/user',
      '/api/user/profile/{userId}',
      '/api/user/credentials/{userId}',
      '/api/favorites',
      '/api/favorites/products',
      '/api/favorites/toggle',
      '/api/newsletter',
      '/api/contact',
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.paths['/api/user/profile/{userId}'].put.security).toEqual([{ bearerAuth: [] }]);
    expect(
      doc.paths['/api/register'].post.requestBody.content['application/json'].schema.required,
    ).toContain('password1');
  });
});
