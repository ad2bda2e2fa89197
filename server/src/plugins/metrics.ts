import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ImportProgress } from '#server/modules/catalogue/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Feeds the import gauges of /metrics; a no-op unless METRICS=true. */
    recordImportProgress: (progress: ImportProgress | { phase: 'done' }) => void;
  }
}

/**
 * `GET /metrics` in Prometheus' text format (prom-client), only when METRICS=true: it reveals
 * traffic patterns, so the proxy in front should keep it internal. One registry per app, so tests
 * can build several apps in one process.
 */
export async function registerMetrics(app: FastifyInstance) {
  if (!app.env.METRICS) {
    app.decorate('recordImportProgress', () => {});
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'safeshelf_' });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'safeshelf_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'safeshelf_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = app.database.poolStats;
  new Gauge({
    name: 'safeshelf_db_pool_connections',
    help: 'PostgreSQL pool: open connections by state, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  const importRows = new Gauge({
    name: 'safeshelf_import_rows',
    help: 'Catalogue import or re-judge, running or last: rows read (read), products merged (merge)',
    labelNames: ['phase'],
    registers: [registry],
  });
  const importBytes = new Gauge({
    name: 'safeshelf_import_bytes',
    help: 'Bytes of the current import file read, and its size',
    labelNames: ['kind'],
    registers: [registry],
  });
  const importRunning = new Gauge({
    name: 'safeshelf_import_running',
    help: '1 while a catalogue import or re-judge runs in this process, by phase',
    labelNames: ['phase'],
    registers: [registry],
  });

  app.decorate('recordImportProgress', (progress) => {
    importRunning.reset();
    if (progress.phase === 'done') return;
    importRunning.set({ phase: progress.phase }, 1);
    importRows.set({ phase: progress.phase }, progress.rows);
    if (progress.phase !== 'read') return;
    importBytes.set({ kind: 'read' }, progress.bytesRead);
    importBytes.set({ kind: 'total' }, progress.bytesTotal);
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (`/api/products/:id`), never the raw URL: bounded label values.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    reply.header('cache-control', 'no-store');
    return registry.metrics();
  });
}
