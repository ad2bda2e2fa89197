import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import { chromiumFlags } from '../playwright.config';
import { texts } from '../portal/helpers';

// Issue 32: an app to install. Chromium's own installability check (the one Lighthouse's former
// installable-manifest audit ran), the start page, and an update that never mixes two builds.
const t = texts('en');
const root = fileURLToPath(new URL('../..', import.meta.url));

test('Chromium finds the app installable, with its name, icons and start page', async ({
  baseURL,
}) => {
  // A normal profile: in the incognito contexts Playwright makes, nothing is ever installable.
  const profile = mkdtempSync(join(tmpdir(), 'safeshelf-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = (await (await page.request.get(url)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'SafeShelf', start_url: '/app', display: 'standalone' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the installed app opens the portal when signed in, the home page otherwise', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A session as the browser knows it (an access token that has not expired).
  await page.evaluate(() => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const exp = Math.floor(Date.now() / 1000) + 300;
    localStorage.setItem('access', `${part({ alg: 'HS256' })}.${part({ user_id: 1, exp })}.x`);
  });
  await page.goto('/app');
  await page.waitForURL('**/portal-home');
});

test.describe('a new version', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const base = `http://localhost:${port}`;
  let dist: string;
  let dataDir: string;
  let server: ChildProcess;

  // A server of its own on a copy of the build, so the test can deploy "version 2" by editing it.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dist = mkdtempSync(join(tmpdir(), 'safeshelf-dist-'));
    dataDir = mkdtempSync(join(tmpdir(), 'safeshelf-pwa-'));
    cpSync(join(root, 'web/dist'), dist, { recursive: true });
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dist,
        IMPORT_ON_START: 'false',
        WORKERS: '1',
        LOG_LEVEL: 'warn',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('waits for "reload", and never mixes the old and the new build', async ({ page }) => {
    await page.goto(`${base}/about-us`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    const version = () => page.locator('meta[name="safeshelf-test-version"]').count();
    expect(await version()).toBe(0);

    // Deploy "version 2": another index.html, so another service worker (its revision changes).
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    writeFileSync(
      join(dist, 'index.html'),
      index.replace('<head>', '<head><meta name="safeshelf-test-version" content="2">'),
    );
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    writeFileSync(
      join(dist, 'sw.js'),
      sw.replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1version-2'),
    );
    for (const file of ['index.html.br', 'index.html.gz'])
      rmSync(join(dist, file), { force: true });

    // Opened again, the page is still wholly version 1 while version 2 waits, and says so.
    await page.goto(`${base}/faq`);
    await expect(page.getByText(t('offline.update.ready'))).toBeVisible({ timeout: 30_000 });
    expect(await version()).toBe(0);
    await page.getByRole('button', { name: t('offline.update.reload') }).click();
    await expect.poll(version, { timeout: 30_000 }).toBe(1);
    await expect(page.getByText(t('offline.update.ready'))).toHaveCount(0);
  });
});
