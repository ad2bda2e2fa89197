import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  ContactRequestSchema,
  CredentialsUpdateSchema,
  DeleteAccountRequestSchema,
  FavoriteToggleRequestSchema,
  NewsletterRequestSchema,
  ProfileUpdateSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  RevokeRequestSchema,
  TokenRequestSchema,
} from '@safeshelf/contract';
import { buildTestApp } from '#server/test/app.js';
import { queryRows } from '#server/db/client.js';
import { createUser, type TestUser } from './test-factories.js';
import { insertRealProducts } from '../favorites/test-products.js';

/** Every route of the accounts area with the schema its body must fail for the request to be "malformed". */
const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: z.ZodType }[] = [
  { method: 'POST', path: '/api/register', body: RegisterRequestSchema },
  { method: 'POST', path: '/api/token', body: TokenRequestSchema },
  { method: 'POST', path: '/api/token/refresh', body: RefreshRequestSchema },
  { method: 'POST', path: '/api/token/revoke', body: RevokeRequestSchema },
  { method: 'GET', path: '/api/user/me' },
  { method: 'GET', path: '/api/user/export' },
  { method: 'DELETE', path: '/api/user', body: DeleteAccountRequestSchema },
  { method: 'GET', path: '/api/user/profile/:id' },
  { method: 'PUT', path: '/api/user/profile/:id', body: ProfileUpdateSchema },
  { method: 'PUT', path: '/api/user/credentials/:id', body: CredentialsUpdateSchema },
  { method: 'GET', path: '/api/favorites' },
  { method: 'GET', path: '/api/favorites/products' },
  { method: 'POST', path: '/api/favorites/toggle', body: FavoriteToggleRequestSchema },
  { method: 'POST', path: '/api/newsletter', body: NewsletterRequestSchema },
  { method: 'POST', path: '/api/contact', body: ContactRequestSchema },
];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const TABLES = [
  'users',
  'refresh_tokens',
  'login_throttle',
  'favorites',
  'form_submissions',
] as const;

describe('property: random and malformed requests to every route', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await buildTestApp();
    user = await createUser(ctx.app);
    await insertRealProducts(ctx.database.db, ctx.env.CATALOG_DIR, 2);
  });
  afterAll(() => ctx.close());

  const dump = async () => {
    const out: Record<string, unknown> = {};
    for (const table of TABLES)
      out[table] = await queryRows(
        ctx.database.db,
        sql`select * from ${sql.identifier(table)} order by 1, 2`,
      );
    return JSON.stringify(out);
  };

  const idArb = fc.oneof(
    fc.constant(() => String(user.id)),
    fc.integer().map((n) => () => String(n)),
    fc.string().map((s) => () => encodeURIComponent(s)),
    fc
      .constantFrom(
        '0',
        '-1',
        '1e3',
        '99999999999999999999',
        '%00',
        '..%2F..',
        'null',
        '1.5',
        '%E2%80%AE',
      )
      .map((s) => () => s),
  );
  const authArb = fc.oneof(
    fc.constant<(() => string) | null>(null),
    { arbitrary: fc.constant(() => user.auth.authorization), weight: 5 },
    fc.constant(() => `Bearer ${user.refresh}`),
    fc.string().map((s) => () => `Bearer ${s.replace(/[\r\n]/g, '')}`),
    fc.string().map((s) => () => s.replace(/[\r\n]/g, '')),
    fc.constant(
      () => 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxLCJ0eXBlIjoiYWNjZXNzIiwidmVyIjowfQ.',
    ),
  );
  const bodyArb = fc.oneof(
    fc.anything(),
    fc.object(),
    fc.dictionary(
      fc.constantFrom(
        'username',
        'email',
        'password',
        'refresh',
        'product_id',
        'name',
        'current_password',
        'form_email',
        '__proto__',
        'constructor',
      ),
      fc.anything(),
    ),
    fc.string(),
  );
  const headerValue = fc.string().map((s) => s.replace(/[^\x20-\x7e]/g, ''));
  const extraHeadersArb = fc
    .dictionary(
      fc.oneof(
        fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
        fc.constantFrom(
          'x-forwarded-for',
          'accept-language',
          'cookie',
          'origin',
          'x-http-method-override',
        ),
      ),
      headerValue,
      { maxKeys: 4 },
    )
    .map((h) =>
      Object.fromEntries(
        Object.entries(h).filter(
          ([k]) =>
            ![
              'content-length',
              'transfer-encoding',
              'host',
              'authorization',
              'content-type',
            ].includes(k),
        ),
      ),
    );
  const contentTypeArb = fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    undefined,
  );

  it('never answers 5xx and never changes stored data', async () => {
    const before = await dump();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        idArb,
        authArb,
        bodyArb,
        contentTypeArb,
        fc.boolean(),
        fc.ipV4(),
        extraHeadersArb,
        async (route, id, auth, body, contentType, slash, ip, extra) => {
          const headers: Record<string, string> = { ...extra };
          const authorization = auth?.();
          if (authorization !== undefined) headers.authorization = authorization;
          if (contentType) headers['content-type'] = contentType;
          const payload =
            body === undefined
              ? undefined
              : typeof body === 'string'
                ? body
                : JSON.stringify(body, (_k, v) => (typeof v === 'bigint' ? Number(v) : v));
          // "Malformed" means the contract rejects the body as the server will see it (after JSON
          // serialisation drops undefined, turns NaN into null…); a valid body may legitimately change data.
          if (
            route.body &&
            payload !== undefined &&
            route.body.safeParse(parseJson(payload)).success
          )
            return;
          const url = route.path.replace(':id', id()) + (slash ? '/' : '');
          const res = await ctx.app.inject({
            method: route.method,
            url,
            headers,
            remoteAddress: ip,
            ...(payload === undefined ? {} : { payload }),
          });
          statuses.add(res.statusCode);
          expect(res.statusCode, `${route.method} ${url} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('code');
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 500),
        // Always include one request that must be refused by authorisation (someone else's profile),
        // so the coverage check below does not depend on the random draw.
        examples: [
          [
            routes.find((r) => r.method === 'GET' && r.path.includes('profile'))!,
            () => String(user.id + 1000),
            () => user.auth.authorization,
            undefined,
            undefined,
            false,
            '10.0.0.1',
            {},
          ],
        ],
      },
    );
    expect(await dump()).toBe(before);
    // The requests reached validation, authentication and authorisation, not only the rate limiter.
    expect([...statuses]).toEqual(expect.arrayContaining([400, 401, 403]));
  });
});
