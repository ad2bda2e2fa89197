import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';

describe('serving the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'safeshelf-dist-'));
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SafeShelf</title>');
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-1.js.br'), 'brotli bytes');
    ctx = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => ctx.close());

  it('answers deep links with the app page so the client router can take over', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/portal-home/product/12' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>SafeShelf</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, also ones built after start', async () => {
    writeFileSync(join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed copy to browsers that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
  });

  it('answers a missing asset with 404, never with the HTML page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
