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

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_URL ?? 'http://localhost:3300';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/portal-home'];
const runs = Number(process.env.RUNS ?? 3);
const dist = process.env.WEB_DIST_DIR ?? join(here, '../web/dist');

const post = async (path, body) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};
// A user of this run (lactose intolerant), so the suggestions are coloured for a real diet.
const user = `bench${Date.now().toString(36)}`;
const password = 'Sichere$Zeit9';
const registered = await post('/api/register/', {
  username: user,
  email: `${user}@example.ch`,
  password1: password,
  password2: password,
  intolerances: ['lactose'],
  shopping_preference: 3,
  gender: 'Other',
  name: 'Bench',
  surname: 'Mark',
  birth_year: 1990,
});
if (registered.status !== 201)
  throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
/** Stores a fresh token pair in the browser, as the login page does. */
async function signIn() {
  const { body } = await post('/api/token/', { identifier: user, password });
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/favicon.svg`);
  // Runs in the page: its globalThis is the window.
  await page.evaluate(
    ([access, refresh]) => {
      const storage = globalThis.localStorage;
      storage.setItem('access', access);
      storage.setItem('refresh', refresh);
      storage.setItem('i18nextLng', 'en');
    },
    [body.access, body.refresh],
  );
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
