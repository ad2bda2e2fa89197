import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, testEnv } from '../test/app.js';
import { prepareCatalogue } from '../startup.js';
import { writeSubset } from '../modules/catalogue/test-catalogue.js';

/** Issue 14 (11): Prometheus metrics, only when METRICS=true. */
describe('GET /metrics', () => {
  it('does not exist unless METRICS=true', async () => {
    const ctx = await buildTestApp();
    try {
      // Without METRICS the path is the web app's (its page, or 503 when it is not built).
      const res = await ctx.app.inject({ url: '/metrics' });
      expect(res.body).not.toContain('safeshelf_http_requests_total');
    } finally {
      await ctx.close();
    }
  });

  describe('with METRICS=true', () => {
    let ctx: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      // A catalogue folder of 40 real Lifyzer rows beside the real taxonomies, imported at start.
      const real = testEnv().CATALOG_DIR;
      const catalog = mkdtempSync(join(tmpdir(), 'safeshelf-metrics-catalog-'));
      for (const dir of ['taxonomies', 'fodmap', 'reference'])
        symlinkSync(join(real, dir), join(catalog, dir));
      mkdirSync(join(catalog, 'products'));
      await writeSubset(
        join(real, 'products/lifyzer_off2019_swiss_barcodes.csv'),
        join(catalog, 'products'),
        'lifyzer.csv',
        (l) => l.startsWith('7610'),
        40,
      );
      ctx = await buildTestApp({ METRICS: 'true', IMPORT_ON_START: 'true', CATALOG_DIR: catalog });
      await prepareCatalogue(ctx.app);
    });
    afterAll(() => ctx.close());

    const metrics = async () => {
      const res = await ctx.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    it('counts requests and their latency per route pattern and status, never per raw URL', async () => {
      for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/api/health' });
      await ctx.app.inject({ url: '/api/favorites/' });
      await ctx.app.inject({ url: '/api/products/123456/' });
      const text = await metrics();
      expect(text).toContain(
        'safeshelf_http_requests_total{method="GET",route="/api/health",status_code="200"} 3',
      );
      expect(text).toContain(
        'safeshelf_http_requests_total{method="GET",route="/api/favorites",status_code="401"} 1',
      );
      expect(text).toMatch(
        /safeshelf_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/health",status_code="200"\} 3/,
      );
      expect(text).toMatch(/route="\/api\/products\/:id",status_code="404"/);
      expect(text).not.toContain('123456');
    });

    it('shows the start-up import: rows read, not running any more', async () => {
      const text = await metrics();
      expect(text).toContain('safeshelf_import_rows{phase="read"} 40');
      expect(text).toMatch(/safeshelf_import_rows\{phase="merge"\} \d+/);
      expect(text).not.toMatch(/safeshelf_import_running\{phase="read"\} 1/);
      expect(text).toMatch(/safeshelf_import_bytes\{kind="total"\} \d{4,}/);
    });

    it('shows the PostgreSQL pool, or nothing for the embedded database', async () => {
      const text = await metrics();
      if (ctx.database.kind === 'postgres') {
        expect(text).toMatch(/safeshelf_db_pool_connections\{state="max"\} 4/);
        expect(text).toMatch(/safeshelf_db_pool_connections\{state="waiting"\} 0/);
      } else {
        expect(text).not.toMatch(/safeshelf_db_pool_connections\{/);
      }
      expect(text).toContain('safeshelf_process_cpu_seconds_total');
    });
  });
});
