import { expect, type Page } from '@playwright/test';
import { findProductOfColor, productCard } from './catalogue';
import { texts, type Lang } from './helpers';

const searchBox = (page: Page, lang: Lang) =>
  page.getByRole('searchbox', { name: texts(lang)('portal.search.label') });

/** On a phone the first result starts on the first screen, without scrolling (issue 13, point 4). */
export async function expectFirstResultOnScreen(page: Page) {
  const first = page.locator('#suggestions-title ~ ul').getByRole('article').first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await first.boundingBox())!;
  expect(box.y + 40).toBeLessThan(page.viewportSize()!.height);
}

/** Point 1: a red product is found once the user asks for products that don't fit too. */
export async function checkRedProductsSwitch(page: Page, lang: Lang) {
  const t = texts(lang);
  const red = await findProductOfColor(page, 'Milch', 'red', 'green,yellow,red');
  await searchBox(page, lang).fill(red.search);
  const fitting = page.getByRole('region', {
    name: t('portal.search.resultsFor', { search: red.search }),
  });
  await expect(fitting).toBeVisible();
  const toggle = page.getByRole('switch', { name: t('portal.search.showAll') });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page).toHaveURL(/[?&]all=1/);
  const all = page.getByRole('region', {
    name: t('portal.search.resultsForAll', { search: red.search }),
  });
  const card = productCard(page, red.id);
  await expect(all.locator(card)).toContainText(t('portal.diet.red'));
  // The state lives in the address: a reload keeps the switch and the list.
  await page.reload();
  await expect(page.getByRole('switch', { name: t('portal.search.showAll') })).toBeChecked();
  await expect(card).toBeVisible();
  await page.getByRole('switch', { name: t('portal.search.showAll') }).click();
  await expect(fitting).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(fitting.getByText(t('portal.diet.red'), { exact: true })).toHaveCount(0);
}

/**
 * Point 5: each category step is a history entry; Back walks back through the breadcrumb and then
 * out of the portal. On a phone the first product is on the first screen after a choice (point 4).
 */
export async function checkCategoryHistory(page: Page, lang: Lang, phone: boolean) {
  const t = texts(lang);
  await page.goto(`/faq?lng=${lang}`);
  await page.goto('/portal-home');
  const categories = page.getByRole('region', { name: t('portal.search.categories') });
  const category = categories.getByRole('button').first();
  const categoryName = (await category.textContent())!.trim();
  await category.click();
  const crumbs = page.getByRole('navigation', { name: t('portal.search.breadcrumb') });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(categoryName);
  if (phone) await expectFirstResultOnScreen(page);
  const subcategory = page
    .getByRole('region', { name: t('portal.search.subcategories') })
    .getByRole('button')
    .first();
  const subcategoryName = (await subcategory.textContent())!.trim();
  await subcategory.click();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(subcategoryName);

  await page.goBack();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(categoryName);
  await page.goBack();
  await expect(crumbs).toHaveCount(0);
  await expect(categories.getByRole('button', { name: categoryName })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq/);
  await page.goForward();
  await expect(page).toHaveURL(/\/portal-home$/);
}

/** Point 5: "Back to search" brings back the list with the loaded pages and the scroll position. */
export async function checkBackRestoresScroll(page: Page, lang: Lang) {
  const t = texts(lang);
  await searchBox(page, lang).fill('Milch');
  const list = page.locator('#suggestions-title ~ ul');
  await expect(list.getByRole('article')).toHaveCount(10);
  await page.getByRole('button', { name: t('portal.search.loadMore') }).click();
  await expect(list.getByRole('article')).toHaveCount(20);
  const card = list.getByRole('article').nth(14);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await card.getByRole('link').click();
  await expect(page.getByRole('region', { name: t('portal.dietCheck.title') })).toBeVisible();
  await page.getByRole('link', { name: t('portal.product.back') }).click();
  await expect(list.getByRole('article')).toHaveCount(20);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 80);
  await expect(card).toBeInViewport();
}
