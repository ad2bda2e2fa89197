import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, texts } from '../portal/helpers';

test('the API reports a reachable database', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
});

test.describe('not found', () => {
  for (const [lng, title] of [
    ['en', 'The page you are searching for does not exists!'],
    ['de', 'Die gesuchte Seite existiert nicht!'],
    ['fr', 'La page que vous cherchez n’existe pas\u00a0!'],
  ] as const) {
    test(`an unknown path shows the Not Found page in ${lng}`, async ({ page }) => {
      await page.goto(`/there/is/no/such/page?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page).toHaveTitle(`${texts(lng)('notFound.pageTitle')} · SafeShelf`);
    });
  }
});

test.describe('the error page after a deploy (issue 31)', () => {
  const t = texts('en');
  // The About page's code, as a deploy that replaced the build would have removed it.
  const aboutChunk = /\/assets\/about-[\w-]+\.js$/;

  test('a page whose code is gone reloads once by itself, then offers Reload and Home', async ({
    page,
  }) => {
    await page.goto('/?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    let loads = 0;
    page.on('load', () => loads++);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About us' })
      .click();

    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: t('routeError.title') })).toBeVisible();
    expect(loads).toBe(1); // the one reload it tried by itself
    await expect(alert).toContainText(t('routeError.chunk'));
    await expect(alert).not.toContainText('/assets/');
    await expect(page).toHaveTitle(`${t('routeError.pageTitle')} · SafeShelf`);

    // The new build is there now: Reload shows the page.
    await page.unroute(aboutChunk);
    await alert.getByRole('button', { name: t('routeError.reload') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: texts('en')('about.title') }),
    ).toBeVisible();
    expect(loads).toBe(2);
  });

  test('Home opens the home page', async ({ page }) => {
    await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/about-us?lng=en');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: t('routeError.title') })).toBeVisible();
    await alert.getByRole('link', { name: t('routeError.home') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(alert).toHaveCount(0);
  });

  for (const lang of ['en', 'de', 'fr'] as const) {
    test(`fits a phone and passes axe in ${lang}`, async ({ page }, testInfo) => {
      const tl = texts(lang);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      await page.goto(`/about-us?lng=${lang}`);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('button', { name: tl('routeError.reload') })).toBeVisible();
      await expect(page).toHaveTitle(`${tl('routeError.pageTitle')} · SafeShelf`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`error-page-${lang}-375.png`) });
    });
  }
});
