import type { FastifyInstance, RouteOptions, onRequestHookHandler } from 'fastify';
import {
  ApiErrorSchema,
  endpointDocs,
  endpoints,
  type Endpoint,
  type OperationId,
} from '@safeshelf/contract';
import { optionalAuth, requireAuth } from '#server/modules/auth/index.js';

const byRoute = new Map<string, [string, Endpoint]>(
  Object.entries(endpoints).map(([id, e]) => [`${e.method} ${e.path}`, [id, e]]),
);

/** The contract's entry for an API route, or undefined for a route outside the API. */
export function endpointOf(method: string, url: string): [string, Endpoint] | undefined {
  return byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${url.replace(/\/$/, '')}`);
}

const guards: Record<Endpoint['auth'], onRequestHookHandler | null> = {
  required: requireAuth,
  optional: optionalAuth,
  none: null,
};

/** Who may call it, as OpenAPI says it: `{}` lets an anonymous caller through too. */
const security: Record<Endpoint['auth'], Record<string, string[]>[]> = {
  required: [{ bearerAuth: [] }],
  optional: [{}, { bearerAuth: [] }],
  none: [],
};

type Schema = Record<string, unknown> & { response?: Record<number, unknown> };

/** The error answers every route of this kind can give; a route declares its own on top. */
function errorResponses(route: RouteOptions, schema: Schema, endpoint: Endpoint): number[] {
  const codes: number[] = [];
  if (schema.body || schema.querystring || schema.params) codes.push(400);
  if (endpoint.auth !== 'none') codes.push(401);
  if (schema.body) codes.push(413);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.push(429);
  return codes;
}

/**
 * Every API route must be in the contract's endpoint table (`@safeshelf/contract` paths.ts): it
 * gets its guard (`auth`), and its OpenAPI operationId, summary, tag, security and error answers
 * from there, so what is documented is what is enforced.
 */
export function registerEndpoints(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const found = endpointOf(method, route.url);
    if (!found) {
      throw new Error(
        `${method} ${route.url} is not in the endpoint table of @safeshelf/contract (paths.ts)`,
      );
    }
    const [operationId, endpoint] = found;
    const schema: Schema = { ...(route.schema as Schema | undefined) };
    const response = { ...schema.response };
    for (const code of errorResponses(route, schema, endpoint)) response[code] ??= ApiErrorSchema;
    route.schema = {
      ...schema,
      operationId: method === 'HEAD' ? `${operationId}Head` : operationId,
      summary: endpointDocs[operationId as OperationId].summary,
      tags: [endpointDocs[operationId as OperationId].tag],
      security: security[endpoint.auth],
      response,
    };
    const guard = guards[endpoint.auth];
    if (guard) {
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard, ...existing];
    }
  });
}
