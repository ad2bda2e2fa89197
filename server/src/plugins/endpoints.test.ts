import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointDocs, endpoints, openApiPath, type OperationId } from '@safeshelf/contract';
import Fastify from 'fastify';
import { buildTestApp } from '../test/app.js';
import { registerEndpoints } from './endpoints.js';

describe('the contract’s endpoint table', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('is what the server serves: every entry is a route, documented with its summary and guard', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [operationId, e] of Object.entries(endpoints)) {
      expect(ctx.app.hasRoute({ method: e.method, url: e.path }), operationId).toBe(true);
      const operation = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(operation, operationId).toMatchObject({
        operationId,
        summary: endpointDocs[operationId as OperationId].summary,
        tags: [endpointDocs[operationId as OperationId].tag],
      });
      if (e.auth === 'required') expect(operation.security).toEqual([{ bearerAuth: [] }]);
      if (e.auth === 'none') expect(operation.security).toEqual([]);
    }
    const documented = Object.values(doc.paths).flatMap((p) => Object.keys(p as object));
    expect(documented).toHaveLength(Object.keys(endpoints).length);
  });

  it('guards a route by its entry: a required token is checked before the handler runs', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/favorites/' });
    expect(anonymous.statusCode).toBe(401);
    const badToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(badToken.statusCode).toBe(200);
  });

  it('refuses to start with an API route that is not in the table', async () => {
    const app = Fastify();
    registerEndpoints(app);
    app.get('/health', async () => 'a route outside the API is fine');
    expect(() => app.get('/api/secret-admin', async () => 'hi')).toThrow(
      /GET \/api\/secret-admin is not in the endpoint table/,
    );
    await app.close();
  });
});
