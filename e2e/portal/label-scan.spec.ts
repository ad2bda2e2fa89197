import { expect, test, type Page } from '@playwright/test';
import { renderLabelPhoto } from '../support/label-image';
import { expectNoAxeViolations, logIn, newUser, registerViaApi, texts } from './helpers';

// Real ingredient lists from ../shared/data, quoted as found:
// Open Food Facts 5400113011200 "Twist beurre et fromage" (ingredients_text_de) and
// FoodRepo 5021047102262 "Thai Kitchen Rice Noodles" (ingredients_fr_list, joined).
const WHEAT_AND_MILK =
  'Zutaten: Weizenmehl, Butter (28%), Käse (10%), Magermilchpulver, Salz, Hefe, Gerstenmalzmehl, Zucker. Enthält: Gluten und Milch.';
const RICE_AND_WATER = 'Ingrédients: farine de riz, eau';

const t = texts('en');
const user = newUser('scan');

async function scan(page: Page, photo: Buffer, lang: string) {
  await page.goto('/portal-home/scan');
  await page.getByLabel(t('portal.scan.photo')).setInputFiles({
    name: 'label.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.getByLabel(t('portal.scan.language')).selectOption(lang);
  await page.getByRole('button', { name: t('portal.scan.read') }).click();
}

test.describe('label scan: judge a product from a photo of its ingredient list', () => {
  test.setTimeout(120_000);
  test.beforeAll(async ({ request }) => {
    await registerViaApi(request, user, ['lactose', 'gluten']);
  });
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'en', user);
  });

  test('a wheat-and-milk label is red with both triggers marked; it can be kept and reported', async ({
    page,
    browser,
  }) => {
    await page.getByRole('link', { name: t('portal.nav.scan') }).click();
    await expect(
      page.getByRole('heading', { name: t('portal.scan.title'), level: 1 }),
    ).toBeVisible();
    await scan(page, await renderLabelPhoto(browser, WHEAT_AND_MILK), 'de');
    const box = page.getByLabel(t('portal.scan.text'));
    await expect(box).toHaveValue(/Weizenmehl/, { timeout: 60_000 });
    await expect(box).toHaveValue(/Magermilchpulver/);
    await page.getByRole('button', { name: t('portal.scan.check') }).click();
    const verdict = page.getByRole('region', { name: t('portal.dietCheck.title') });
    await expect(verdict.getByText(t('portal.diet.red'))).toBeVisible();
    const marked = page
      .getByRole('region', { name: t('portal.myProducts.ingredients') })
      .locator('mark');
    await expect(marked.filter({ hasText: 'Weizenmehl' })).toBeVisible();
    await expect(marked.filter({ hasText: 'Magermilchpulver' })).toBeVisible();
    await expectNoAxeViolations(page);

    await verdict.getByRole('button', { name: t('portal.report.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('portal.report.title') });
    await dialog.getByLabel(t('portal.report.intolerance')).selectOption('lactose');
    await dialog.getByRole('radio', { name: t('portal.report.reasons.fits_my_diet') }).check();
    await dialog.getByLabel(t('portal.report.comment')).fill('Only butter and cheese.');
    await dialog.getByRole('button', { name: t('portal.report.send') }).click();
    await expect(page.getByText(t('portal.report.sent'))).toBeVisible();

    await page.getByLabel(t('portal.scan.save.name')).fill('Twist beurre et fromage');
    await page.getByRole('button', { name: t('portal.scan.save.submit') }).click();
    await page.getByRole('link', { name: t('portal.scan.save.show') }).click();
    const mine = page.getByRole('region', { name: t('portal.myProducts.title') });
    await expect(mine.getByRole('heading', { name: 'Twist beurre et fromage' })).toBeVisible();
    await expect(mine.getByText(t('portal.diet.red'))).toBeVisible();
  });

  test('a rice-and-water label is green', async ({ page, browser }) => {
    await scan(page, await renderLabelPhoto(browser, RICE_AND_WATER), 'fr');
    await expect(page.getByLabel(t('portal.scan.text'))).toHaveValue(/farine de riz/, {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: t('portal.scan.check') }).click();
    const verdict = page.getByRole('region', { name: t('portal.dietCheck.title') });
    await expect(verdict.getByText(t('portal.diet.green'))).toBeVisible();
  });

  test('reading with every language (Italian too) leaves the console clean (issue 31.11)', async ({
    page,
    browser,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await scan(page, await renderLabelPhoto(browser, RICE_AND_WATER), 'detect');
    await expect(page.getByLabel(t('portal.scan.text'))).toHaveValue(/riz/, { timeout: 60_000 });
    expect(logged.filter((text) => /special-words|traineddata/.test(text))).toEqual([]);
  });

  test('a photo with no text gets "not enough data"', async ({ page, browser }) => {
    await scan(page, await renderLabelPhoto(browser, ''), 'detect');
    await expect(page.getByRole('heading', { name: t('portal.scan.notEnoughData') })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(t('portal.scan.noText'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('portal.dietCheck.title') })).toHaveCount(0);
  });
});
