// Lighthouse (mobile preset) on public pages of the built app served by the real server, plus the
// JavaScript each page loads before it is usable, gzipped. Start the server first:
//   npm run build -w web && DATA_DIR=$(mktemp -d) PORT=3200 IMPORT_ON_START=false npx tsx server/src/main.ts
//   CHROME_PATH=/usr/bin/chromium node bench/lighthouse-public.mjs [/ /about-us …]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromeFlags, medianRow, summarise } from './lighthouse-common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_URL ?? 'http://localhost:3200';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const runs = Number(process.env.RUNS ?? 3);
const dist = join(here, '../web/dist');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});
const results = [];
try {
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      samples.push(summarise(lhr, dist));
    }
    const row = medianRow(path, samples);
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
}
mkdirSync(join(here, 'out'), { recursive: true });
writeFileSync(
  join(here, 'out/lighthouse-public.json'),
  JSON.stringify({ date: new Date().toISOString(), base, results }, null, 2),
);
