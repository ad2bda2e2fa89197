import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../test/app.js';
import { startForwardingProxy } from '../test/forwarding-proxy.js';

/**
 * Issue 14 (3): behind a proxy that appends the client address, a client writing its own
 * `X-Forwarded-For` must still count as one address for the per-address limits (20 logins a minute).
 */
describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1/32'],
])('TRUST_PROXY as %s, through one real proxy hop', (_label, trust) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: trust });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    proxy = await startForwardingProxy(`http://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await proxy.close();
    await ctx.close();
  });

  /** A login from 127.0.0.2 (outside the proxy's 127.0.0.1/32), through the proxy. */
  const login = (spoofed: string, attempt: number) =>
    new Promise<{ status: number; remaining: number }>((resolve, reject) => {
      const url = new URL('/api/token/', proxy.url);
      const req = request(
        url,
        {
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              remaining: Number(res.headers['x-ratelimit-remaining']),
            }),
          );
        },
      );
      req.on('error', reject);
      // A new account name each time, so the per-account throttle stays out of the way.
      req.end(JSON.stringify({ identifier: `nobody${attempt}`, password: 'wrong' }));
    });

  it('a new made-up address on every attempt does not escape the login limit', async () => {
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const res = await login(`203.0.113.${i}, 198.51.100.${i}`, i);
      statuses.push(res.status);
      remaining.push(res.remaining);
    }
    expect(remaining.slice(0, 3)).toEqual([19, 18, 17]);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('TRUST_PROXY as the proxy range, asked directly by a client outside it', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => ctx.close());

  it('ignores the X-Forwarded-For of a client that is not a proxy', async () => {
    const remaining = [];
    for (const spoofed of ['203.0.113.1', '203.0.113.2']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { identifier: `nobody-${spoofed}`, password: 'wrong' },
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': spoofed },
      });
      remaining.push(Number(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual([19, 18]);
  });

  it('believes the entry its proxy appended', async () => {
    const remaining = [];
    for (const client of ['203.0.113.50', '203.0.113.51']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { identifier: `nobody-${client}`, password: 'wrong' },
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
      });
      remaining.push(Number(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual([19, 19]);
  });
});
