import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the navbar collapses into a menu that closes when a link is chosen', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();

  await nav.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();

  await nav.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

const publicPaths = [
  '/',
  '/about-us',
  '/contact',
  '/faq',
  '/legal-notices',
  '/terms-of-service',
  '/login',
  '/register',
];

test('the phone menu offers the FAQ, and every item in it is at least 44 px tall', async ({
  page,
}) => {
  await page.goto('/contact?lng=de');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.locator('#main-menu');
  const items = menu.locator('a, button, select');
  expect(await items.count()).toBeGreaterThanOrEqual(6);
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    expect(box.height, (await item.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
});

test('no page is wider than a phone screen and no heading word is cut, in every language', async ({
  page,
}) => {
  for (const lng of ['en', 'de', 'fr']) {
    for (const path of publicPaths) {
      await page.goto(`${path}?lng=${lng}`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${lng} ${path}`).toBeLessThanOrEqual(0);
      // 'Nutzungsbedingungen' ran past the edge (or broke mid-word) at 375 px.
      const widest = await h1.evaluate((heading) => {
        const probe = document.createElement('span');
        probe.style.whiteSpace = 'nowrap';
        heading.append(probe);
        const words = (heading.textContent ?? '').split(/\s+/);
        const width = Math.max(
          ...words.map((word) => {
            probe.textContent = word;
            return probe.getBoundingClientRect().width;
          }),
        );
        probe.remove();
        return width - heading.clientWidth;
      });
      expect(widest, `${lng} ${path}: longest heading word`).toBeLessThanOrEqual(0);
    }
  }
});

test('the bar stays one row on a tablet and at desktop width, in every language', async ({
  page,
}) => {
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lng of ['en', 'de', 'fr']) {
      await page.goto(`/contact?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // One row is 65 px; at 768 px the German bar once wrapped into three (153 px).
      const height = await page
        .getByRole('banner')
        .evaluate((bar) => bar.getBoundingClientRect().height);
      expect(height, `${lng} at ${width} px`).toBeLessThan(80);
    }
  }
});
