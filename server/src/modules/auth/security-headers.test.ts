import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/app.js';
import { nextIp } from '../account/test-factories.js';

describe('security headers on the account routes', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => ctx.close());

  const login = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { identifier: 'x', password: 'y' },
      headers: { 'x-forwarded-for': nextIp(), ...headers },
    });

  it('sends a CSP the web app can live with, nosniff, no framing, no referrer leaks, no X-Powered-By', async () => {
    const res = await login();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only when the request came over TLS (behind a trusted proxy)', async () => {
    expect((await login()).headers['strict-transport-security']).toBeUndefined();
    const tls = await login({ 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('tells the client how many login attempts are left for its address', async () => {
    const res = await login();
    expect(Number(res.headers['x-ratelimit-limit'])).toBe(20);
    expect(Number(res.headers['x-ratelimit-remaining'])).toBe(19);
  });
});
