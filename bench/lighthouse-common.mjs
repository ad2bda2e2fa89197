// Shared by the Lighthouse benchmarks: Chromium flags, one run's figures, and the median row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The figures of one Lighthouse run; script sizes are the built files in `dist`, gzipped. */
export function summarise(lhr, dist) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script',
  );
  const gzip = scripts.reduce(
    (sum, r) => sum + gzipSync(readFileSync(join(dist, new URL(r.url).pathname))).length,
    0,
  );
  const ms = (audit) => Math.round(lhr.audits[audit].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tti_ms: ms('interactive'),
    tbt_ms: ms('total-blocking-time'),
    // Lighthouse sometimes leaves CLS without a value (no layout shift recorded).
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    scripts: scripts.length,
    js_gzip_kb: Number((gzip / 1024).toFixed(1)),
    js_transfer_kb: Number((scripts.reduce((s, r) => s + r.transferSize, 0) / 1024).toFixed(1)),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One row per page: the median of every figure over the runs. */
export const medianRow = (path, samples) => ({
  path,
  runs: samples.length,
  ...Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))])),
});
