import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endpoints, openApiPath, type Endpoint } from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { createUser, nextIp, type TestUser } from '#server/modules/account/test-factories.js';

/**
 * Issue 29 (4): `?category=2147483648` reached PostgreSQL and came back as a 500 (SQLSTATE 22003).
 * Every number a client sends, in the query, the path or the body of every route of the contract's
 * endpoint table, is range-checked by the contract: out of range is a 400 naming the field, never
 * a 5xx. The routes and their numeric fields are read from the OpenAPI document (generated from the
 * same schemas), so a new route or field is covered without editing this test.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Place = 'query' | 'path' | 'body';
interface NumericField {
  operationId: string;
  endpoint: Endpoint;
  place: Place;
  /** Property names from the body's root (one name for a query or path parameter). */
  path: string[];
}

const isNumeric = (s: JsonSchema | undefined): boolean =>
  !!s &&
  ([s.type].flat().some((t) => t === 'integer' || t === 'number') ||
    [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(isNumeric));

/** Paths to every number in a body schema (through nested objects and arrays). */
function numericPaths(schema: JsonSchema | undefined, prefix: string[] = []): string[][] {
  if (!schema) return [];
  if (isNumeric(schema)) return [prefix];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, s]) => numericPaths(s, [...prefix, k])),
    ...(schema.items ? numericPaths(schema.items, [...prefix, '0']) : []),
    ...variants.flatMap((v) => numericPaths(v, prefix)),
  ];
}

/** Every numeric field of every route, from the OpenAPI document of the running app. */
function numericFields(doc: { paths: Record<string, Record<string, Operation>> }) {
  const fields: NumericField[] = [];
  for (const [operationId, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    if (!operation) throw new Error(`${operationId} is not documented`);
    for (const p of operation.parameters ?? [])
      if ((p.in === 'query' || p.in === 'path') && isNumeric(p.schema))
        fields.push({ operationId, endpoint, place: p.in, path: [p.name] });
    const body = operation.requestBody?.content?.['application/json']?.schema;
    for (const path of numericPaths(body))
      if (path.length) fields.push({ operationId, endpoint, place: 'body', path });
  }
  return fields;
}

/** Beyond PostgreSQL's integer, beyond a safe JavaScript integer, negative, fractional, huge. */
const EDGES = [
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  -2_147_483_649,
  1.5,
  1e308,
];
const hostileNumber = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double({ min: 1e10, max: 1e300, noNaN: true }),
);

const nest = (path: string[], value: unknown): unknown =>
  path.length === 0
    ? value
    : /^\d+$/.test(path[0]!)
      ? [nest(path.slice(1), value)]
      : { [path[0]!]: nest(path.slice(1), value) };

describe('numbers out of range, on every route', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TestUser;
  let fields: NumericField[];
  beforeAll(async () => {
    ctx = await buildTestApp();
    user = await createUser(ctx.app);
    fields = numericFields((await ctx.app.inject({ url: '/api/docs/json' })).json());
  });
  afterAll(() => ctx.close());

  /** The request with `value` in the field, every other part valid enough to reach validation. */
  const send = (field: NumericField, value: number) => {
    const text = String(value);
    let url = field.endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
      field.place === 'path' && name === field.path[0] ? text : String(user.id),
    );
    if (field.place === 'query') url += `/?${field.path[0]}=${encodeURIComponent(text)}`;
    return ctx.app.inject({
      method: field.endpoint.method,
      url,
      headers: field.endpoint.auth === 'none' ? {} : user.auth,
      remoteAddress: nextIp(),
      ...(field.place === 'body' ? { payload: nest(field.path, value) as object } : {}),
    });
  };

  it('finds the numbers of the query, path and body (the test reads the real contract)', () => {
    const names = fields.map((f) => `${f.operationId} ${f.place} ${f.path.join('.')}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'listProducts query category',
        'listProducts query subcategory',
        'listSubcategories query category',
        'getProduct path id',
        'updateProfile path userId',
        'toggleFavorite body product_id',
        'register body shopping_preference',
      ]),
    );
  });

  it('answers 400 validation_failed naming the field, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), hostileNumber, async (pick, value) => {
        const field = fields[pick % fields.length]!;
        const res = await send(field, value);
        const label = `${field.endpoint.method} ${field.endpoint.path} ${field.place} ${field.path.join('.')}=${value}`;
        expect(res.statusCode, `${label} → ${res.body}`).toBe(400);
        const body = res.json();
        expect(body.code, label).toBe('validation_failed');
        expect(Object.keys(body.fields ?? {}), label).toContain(field.path.join('.'));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });

  it('answers 400 for each edge value in each field (no draw left to chance)', async () => {
    for (const field of fields)
      for (const value of EDGES) {
        const res = await send(field, value);
        expect(res.statusCode, `${field.operationId} ${field.path.join('.')}=${value}`).toBe(400);
      }
  });
});
