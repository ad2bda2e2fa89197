// The installed app opened without signal (issue 32): from "tapping the icon" (a navigation to the
// manifest's start_url, /app) to the portal's first screen with the user's own data, in Chromium with
// the CPU slowed 4× (Lighthouse's mobile preset), plus Chromium's installability check. Start the
// server first (with the catalogue imported), then:
//   npm run build -w web && DATA_DIR=… PORT=3300 npx tsx server/src/main.ts
//   BASE_URL=http://localhost:3300 node bench/offline-open.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeFlags } from './lighthouse-common.mjs';
import { registerBenchUser, signInPage } from './bench-user.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_URL ?? 'http://localhost:3300';
const runs = Number(process.env.RUNS ?? 10);
const CPU_SLOWDOWN = 4;

const { user, password } = await registerBenchUser(base, ['lactose', 'gluten'], 'offline');

// A normal profile (an incognito one is never installable) in Debian's Chromium.
const profile = mkdtempSync(join(tmpdir(), 'safeshelf-bench-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromeFlags,
  viewport: { width: 412, height: 823 },
});
// Recorded in the page itself, in ms since the navigation started: the portal's first screen
// (its heading) and the first of the user's own products on it (a link to a product).
// (These functions run in the page: their globalThis is the window.)
await context.addInitScript(() => {
  const page = globalThis;
  const seen = () => {
    const main = page.document.querySelector('#portal-main');
    if (main?.querySelector('h1') && !('__shell' in page)) page.__shell = page.performance.now();
    if (main?.querySelector('a[href^="/portal-home/product/"]') && !('__data' in page))
      page.__data = page.performance.now();
  };
  new page.MutationObserver(seen).observe(page.document, { childList: true, subtree: true });
});
const figures = {};
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const tokens = await signInPage(page, base, { user, password });
  // A favourite, so the portal has data of the user's own to show.
  const list = await (await fetch(`${base}/api/filtered-products/?category=1&limit=1`)).json();
  await fetch(`${base}/api/favorites/toggle/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access}` },
    body: JSON.stringify({ product_id: list.items[0].id }),
  });
  await page.goto(`${base}/portal-home`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  figures.installability_errors = (
    await cdp.send('Page.getInstallabilityErrors')
  ).installabilityErrors;
  // Controlled by the service worker, and the user's data kept (the first sync runs ~2.5 s in).
  await page.goto(`${base}/offline`);
  await page.getByText('Last updated').waitFor({ timeout: 60_000 });

  await context.setOffline(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const measure = async (path, mark) => {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${base}${path}`);
      await page.waitForFunction((m) => m in globalThis, mark, { timeout: 30_000 });
      samples.push(Math.round(await page.evaluate((m) => globalThis[m], mark)));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      median_ms: sorted[Math.floor(runs / 2)],
      min_ms: sorted[0],
      max_ms: sorted.at(-1),
      samples,
    };
  };
  // /app is what the installed app's icon opens (it goes on to /portal-home when signed in).
  figures.offline_open_app = await measure('/app', '__shell');
  figures.offline_open_favorites = await measure('/favorite', '__data');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
const result = {
  date: new Date().toISOString(),
  base,
  cpu_slowdown: CPU_SLOWDOWN,
  load_average: loadavg().map((l) => Number(l.toFixed(2))),
  ...figures,
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(join(here, 'out'), { recursive: true });
writeFileSync(join(here, 'out/offline-open.json'), JSON.stringify(result, null, 2));
