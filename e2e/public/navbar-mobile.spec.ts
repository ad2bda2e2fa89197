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

test('no page is wider than a phone screen', async ({ page }) => {
  for (const path of [
    '/',
    '/about-us',
    '/contact',
    '/faq',
    '/legal-notices',
    '/terms-of-service',
    '/login',
    '/register',
  ]) {
    await page.goto(`${path}?lng=fr`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
