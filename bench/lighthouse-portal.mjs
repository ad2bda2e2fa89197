// Lighthouse (mobile preset) on the portal's first screens, signed in, on the built app served by the
// real server with the real catalogue; plus the JavaScript each loads, gzipped. Start the server first:
//   npm run build -w web && DATA_DIR=$(mktemp -d) PORT=3300 npx tsx server/src/main.ts
// and wait until http://localhost:3300/api/catalogue/status/ says "ready" (it imports after listening).
//   CHROME_PATH=/usr/bin/chromium node bench/lighthouse-portal.mjs [/portal-home /favorite …]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromeFlags, medianRow, summarise } from './lighthouse-common.mjs';
import { chromium } from 'playwright-core';
import { registerBenchUser, signInPage } from './bench-user.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_URL ?? 'http://localhost:3300';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/portal-home'];
const runs = Number(process.env.RUNS ?? 3);
const dist = process.env.WEB_DIST_DIR ?? join(here, '../web/dist');

// A user of this run (lactose intolerant), so the suggestions are coloured for a real diet.
const { user, password } = await registerBenchUser(base, ['lactose']);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
/** Stores a fresh token pair in the browser, as the login page does. */
async function signIn() {
  const page = await browser.contexts()[0].newPage();
  await signInPage(page, base, { user, password });
  await page.close();
}

const results = [];
try {
  for (const path of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      await signIn();
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
      if (new URL(lhr.finalDisplayedUrl).pathname !== path)
        throw new Error(`ended on ${lhr.finalDisplayedUrl}, not signed in?`);
      samples.push(summarise(lhr, dist));
    }
    const row = medianRow(path, samples);
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close().catch(() => {});
  await chrome.kill();
}
mkdirSync(join(here, 'out'), { recursive: true });
writeFileSync(
  join(here, 'out/lighthouse-portal.json'),
  JSON.stringify({ date: new Date().toISOString(), base, results }, null, 2),
);
