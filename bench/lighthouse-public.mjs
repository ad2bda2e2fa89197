// Lighthouse (mobile preset) on public pages of the built app served by the real server, plus the
// JavaScript each page loads before it is usable, gzipped. Start the server first:
//   npm run build -w web && DATA_DIR=$(mktemp -d) PORT=3200 IMPORT_ON_START=false npx tsx server/src/main.ts
//   CHROME_PATH=/usr/bin/chromium node bench/lighthouse-public.mjs [/ /about-us …]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_URL ?? 'http://localhost:3200';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const runs = Number(process.env.RUNS ?? 3);
const dist = join(here, '../web/dist');
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: flags });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
try {
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
      const gzip = scripts.reduce((sum, r) => sum + gzipSync(readFileSync(join(dist, new URL(r.url).pathname))).length, 0);
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcp_ms: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        scripts: scripts.length,
        js_gzip_kb: Number((gzip / 1024).toFixed(1)),
        js_transfer_kb: Number((scripts.reduce((s, r) => s + r.transferSize, 0) / 1024).toFixed(1)),
      });
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    const row = { path, runs, ...Object.fromEntries(Object.keys(samples[0]).map((k) => [k, pick(k)])) };
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
}
mkdirSync(join(here, 'out'), { recursive: true });
writeFileSync(join(here, 'out/lighthouse-public.json'), JSON.stringify({ date: new Date().toISOString(), base, results }, null, 2));
