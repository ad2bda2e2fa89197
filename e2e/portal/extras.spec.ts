import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, newUser, registerViaApi, texts } from './helpers';

const t = texts('de');

const user = newUser('de');

/** Opens the barcode dialog from the portal header. */
async function openBarcode(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: t('portal.barcode.open') }).click();
  return page.getByRole('dialog', { name: t('portal.barcode.title') });
}

/** Types a barcode into the dialog and asks for it. */
async function findBarcode(dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel(t('portal.barcode.label')).fill(code);
  await dialog.getByRole('button', { name: t('portal.barcode.find') }).click();
}

test.describe('portal extras (German)', () => {
  test.beforeAll(async ({ request }) => {
    await registerViaApi(request, user);
  });
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'de', user);
  });

  test('a typed barcode gives the go/no-go answer at once, then the product', async ({ page }) => {
    const dialog = await openBarcode(page);
    await findBarcode(dialog, '12');
    await expect(dialog.getByText(t('portal.barcode.invalid'))).toBeVisible();
    // A real Swiss product of the default catalogue (Open Food Facts 7610029141047).
    await findBarcode(dialog, '7610029141047');
    const verdict = dialog.getByText(/^(Go|Vorsicht|No-Go):/);
    await expect(verdict).toBeVisible();
    // The colour badge is as wide as its icon and text; it was stretched across the dialog.
    const colors = ['green', 'yellow', 'red'].map((color) => t(`portal.diet.${color}`));
    const badge = dialog.getByText(new RegExp(`^(${colors.join('|')})$`));
    const slack = await badge.evaluate((element) => {
      const content = document.createRange();
      content.selectNodeContents(element);
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return (
        element.getBoundingClientRect().width - content.getBoundingClientRect().width - padding
      );
    });
    expect(slack).toBeLessThan(2);
    // Unless it is a go, the answer names its reason: the diet check's first danger or warning.
    if (!(await verdict.textContent())!.startsWith('Go:'))
      await expect(dialog.getByText(/^Grund \(\w+\):/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: t('portal.barcode.showProduct') }).click();
    await expect(page).toHaveURL(/\/portal-home\/product\/\d+$/);
    await expect(page.getByRole('region', { name: t('portal.dietCheck.title') })).toBeVisible();
  });

  test('an unknown barcode offers the label scan, its two-line label centred', async ({ page }) => {
    const dialog = await openBarcode(page);
    await findBarcode(dialog, '7610000000000');
    await expect(dialog.getByText(t('portal.barcode.notFound'))).toBeVisible();
    // "Anhand eines Fotos der Zutatenliste beurteilen" takes two lines in the dialog; each line
    // sits in the middle of the button, as one-line labels do (they were flush left).
    const offsets = await dialog
      .getByRole('link', { name: t('portal.barcode.scanLabel') })
      .evaluate((element) => {
        const box = element.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(element);
        return Array.from(text.getClientRects(), (line) =>
          Math.abs(line.left + line.width / 2 - (box.left + box.width / 2)),
        );
      });
    expect(offsets.length).toBeGreaterThan(1);
    for (const offset of offsets) expect(offset).toBeLessThan(2);
  });

  test('at desktop width the sidebar names its pages; on a tablet it shows icons', async ({
    page,
  }) => {
    const search = page
      .locator('#portal-sidebar')
      .getByRole('link', { name: t('portal.nav.search') });
    const label = search.getByText(t('portal.nav.search'));
    await page.setViewportSize({ width: 1280, height: 800 });
    // Readable, not a screen-reader-only 1 px box, and the link is wide enough to hold it.
    expect((await label.boundingBox())!.width).toBeGreaterThan(60);
    expect((await search.boundingBox())!.width).toBeGreaterThan(180);
    await expect(
      page.locator('#portal-sidebar').getByText(t('portal.nav.soon')).first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(async () => (await search.boundingBox())!.width).toBeLessThan(72);
  });

  test('the news feed and the coming-up page open from the keyboard menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: t('portal.nav.expand') });
    // The menu shows where a phone user looks for it: three lines at the right, a 44 px target
    // (it used to be the logo itself, with nothing saying it opens a menu).
    await expect(menuButton.locator('svg')).toBeVisible();
    const box = (await menuButton.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(375 - 24);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('#portal-sidebar');
    await sidebar.getByRole('link', { name: new RegExp(t('portal.nav.news')) }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: t('portal.feed.title') }),
    ).toBeVisible();
    await expect(sidebar).toBeHidden(); // a chosen link closes the menu on a phone
    await expectNoAxeViolations(page);
    await page.goto('/premium');
    await expect(
      page.getByRole('heading', { level: 1, name: t('portal.soon.premium.title') }),
    ).toBeVisible();
    await menuButton.click();
    await expect(
      sidebar.getByRole('link', { name: new RegExp(t('portal.nav.profile')) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
  });
});
