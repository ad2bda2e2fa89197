import { expect, test, type Page } from '@playwright/test';
import { renderLabelPhoto } from '../support/label-image';
import { expectNoAxeViolations, logIn, newUser, registerViaApi, texts, type Lang } from './helpers';

// Issue 32's "Done when": nothing installed by hand; sign in, view three products, keep Dairy
// offline, lose the signal, reload, and still get verdicts: favourites, the kept shelf, a typed
// barcode, a label scanned on the phone (the server's verdict for the same text) and kept as one
// of My products; that and a favourite changed offline are sent when the signal is back.
// Real ingredient list from ../shared/data: Open Food Facts 5400113011200 (ingredients_text_de).
const WHEAT_AND_MILK =
  'Zutaten: Weizenmehl, Butter (28%), Käse (10%), Magermilchpulver, Salz, Hefe, Gerstenmalzmehl, Zucker. Enthält: Gluten und Milch.';

const t = texts('en');
// One account for the whole file (sign-ups are limited per address).
const user = newUser('offline');
test.beforeAll(async ({ request }) => {
  await registerViaApi(request, user, ['lactose', 'gluten']);
});

interface Listed {
  id: number;
  barcode: string;
  diet_color: 'green' | 'yellow' | 'red';
}

async function asUser(page: Page, url: string) {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${access}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Dairy products as the server lists them for this user (the engine decides their colours). */
async function dairy(page: Page, offset: number, count: number): Promise<Listed[]> {
  const categories = (await asUser(page, '/api/categories/')) as { id: number; slug: string }[];
  const id = categories.find((c) => c.slug === 'dairy')!.id;
  const list = await asUser(
    page,
    `/api/filtered-products/?category=${id}&limit=${count}&offset=${offset}`,
  );
  return list.items;
}

/** What the phone stores (README "Without signal"), as Chromium splits it by kind. */
async function logStorage(page: Page, when: string) {
  const stored = await page.evaluate(() => navigator.storage.estimate());
  const mb = (bytes = 0) => (bytes / 1e6).toFixed(1);
  const details = (stored as { usageDetails?: Record<string, number> }).usageDetails ?? {};
  const kinds = Object.entries(details).map(([kind, bytes]) => `${kind} ${mb(bytes)}`);
  console.log(`kept on the phone ${when}: ${mb(stored.usage)} MB (${kinds.join(', ')})`);
}

async function scanLabel(page: Page, photo: Buffer) {
  await page.goto('/portal-home/scan');
  await page.getByLabel(t('portal.scan.photo')).setInputFiles({
    name: 'label.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.getByLabel(t('portal.scan.language')).selectOption('de');
  await page.getByRole('button', { name: t('portal.scan.read') }).click();
  await expect(page.getByLabel(t('portal.scan.text'))).toHaveValue(/Magermilchpulver/, {
    timeout: 90_000,
  });
  await page.getByLabel(t('portal.scan.text')).fill(WHEAT_AND_MILK);
  await page.getByRole('button', { name: t('portal.scan.check') }).click();
  const verdict = page.getByRole('region', { name: t('portal.dietCheck.title') });
  await expect(verdict).toBeVisible({ timeout: 30_000 });
  return verdict;
}

test('offline: favourites, a kept shelf, barcodes and a label scan answer without signal', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, 'en', user);
  // The service worker installs after the first page has loaded; the next page is controlled.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  // Three products viewed; the first becomes a favourite.
  const [first, second, third, ...rest] = await dairy(page, 0, 40);
  for (const product of [first!, second!, third!]) {
    await page.goto(`/portal-home/product/${product.id}`);
    await expect(page.getByRole('region', { name: t('portal.dietCheck.title') })).toBeVisible();
  }
  await page.goto(`/portal-home/product/${first!.id}`);
  const heart = page.getByRole('button', { name: t('portal.favorites.heart') });
  await expect(heart).toBeEnabled();
  if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Keep Dairy on the phone.
  await page.getByRole('button', { name: t('portal.nav.expand') }).click();
  await page.getByRole('link', { name: t('portal.nav.offline') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('portal.offline.title') }),
  ).toBeVisible();
  await page
    .getByLabel(t('portal.offline.choose'))
    .selectOption({ label: 'Dairy and alternatives' });
  await page.getByRole('button', { name: t('portal.offline.keep') }).click();
  const shelves = page.getByRole('region', { name: t('portal.offline.shelvesTitle') });
  await expect(shelves.getByText(/^Products: \d+/)).toBeVisible({ timeout: 60_000 });
  // Viewed products are kept with their verdicts.
  const recent = page.getByRole('list', { name: t('portal.offline.recentTitle') });
  await expect(recent.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });

  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await logStorage(page, 'before a label scan');

  // One label read with signal: the text recognition is kept; the server's verdict is noted.
  const online = await scanLabel(page, await renderLabelPhoto(browser, WHEAT_AND_MILK));
  const onlineVerdict = await online.innerText();
  await page.goto('/offline');
  await expect(page.getByText(t('portal.offline.works.scanReady'))).toBeVisible({
    timeout: 60_000,
  });
  await logStorage(page, 'after a label scan');

  // No signal from here on.
  const favouriteIds = async () =>
    ((await asUser(page, '/api/favorites/')) as { product: number }[]).map((f) => f.product);
  const before = await favouriteIds();
  await context.setOffline(true);
  await page.goto('/favorite');
  await expect(page.getByText(t('portal.offline.offlineTitle'))).toBeVisible();
  const favourites = page.getByRole('listitem').filter({ has: page.getByRole('link') });
  await expect(favourites).toHaveCount(before.length);
  const firstRow = favourites.filter({
    has: page.locator(`a[href="/portal-home/product/${first!.id}"]`),
  });
  await expect(firstRow.getByText(t(`portal.diet.${first!.diet_color}`))).toBeVisible();

  // The kept shelf, with verdicts.
  await page.goto('/offline');
  await shelves.getByRole('button', { name: t('portal.offline.showProducts') }).click();
  const shelfList = page.getByRole('list', { name: /Products of Dairy/ });
  await expect(shelfList.getByRole('listitem').first()).toBeVisible();

  // A kept barcode answers at once; one not kept says so and can wait for the signal.
  const kept = rest.find((p) => p.diet_color === 'red') ?? rest[0]!;
  await page.goto('/portal-home');
  await page.getByRole('button', { name: t('portal.barcode.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('portal.barcode.title') });
  await dialog.getByLabel(t('portal.barcode.label')).fill(kept.barcode);
  await dialog.getByRole('button', { name: t('portal.barcode.find') }).click();
  await expect(dialog.getByText(t(`portal.barcode.verdict.${kept.diet_color}`))).toBeVisible();
  await dialog.getByLabel(t('portal.barcode.label')).fill('4000417025005');
  await dialog.getByRole('button', { name: t('portal.barcode.find') }).click();
  await expect(
    dialog.getByText(t('portal.offline.notKept', { code: '4000417025005' })),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t('portal.offline.askLater') }).click();
  await expect(dialog.getByText(t('portal.offline.questionQueued'))).toBeVisible();
  await dialog.getByRole('button', { name: t('portal.barcode.close') }).click();

  // The label, read and judged on the phone: the server's verdict for the same text.
  const offline = await scanLabel(page, await renderLabelPhoto(browser, WHEAT_AND_MILK));
  await expect(page.getByText(t('portal.scan.onPhone'))).toBeVisible();
  expect(await offline.innerText()).toBe(onlineVerdict);

  // The label judged on the phone is kept as one of My products: it waits, visibly, with the
  // phone's verdict, and is still there after a reload without signal.
  await page.getByLabel(t('portal.scan.save.name')).fill('Käsebrot offline');
  await page.getByRole('button', { name: t('portal.scan.save.submit') }).click();
  await expect(page.getByText(t('portal.scan.save.queued'))).toBeVisible();
  await page.reload();
  await page.goto('/favorite');
  const mine = page.getByRole('region', { name: t('portal.myProducts.title') });
  const saved = mine.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Käsebrot offline' }),
  });
  await expect(saved.getByText(t('portal.myProducts.waiting'))).toBeVisible();
  await expect(saved.getByText(t('portal.diet.red'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-en-my-product-waiting.png') });

  // A favourite changed without signal waits, visibly, and is sent when the signal is back.
  await page.goto(`/portal-home/product/${second!.id}`);
  await page.getByRole('button', { name: t('portal.favorites.heart') }).click();
  await expect(page.getByText(t('portal.offline.waiting', { count: '3' }))).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(t('portal.offline.sent', { count: '3' }))).toBeVisible({
    timeout: 30_000,
  });
  // The saved label is now one of My products on the server, judged there as on the phone.
  // The list carries no texts (issue 29): the product's own read has its text.
  const myProducts = (await asUser(page, '/api/my-products/')) as {
    id: number;
    name: string;
    diet_color: string;
  }[];
  const sent = myProducts.filter((p) => p.name === 'Käsebrot offline');
  expect(sent).toEqual([expect.objectContaining({ diet_color: 'red' })]);
  expect(await asUser(page, `/api/my-products/${sent[0]!.id}/`)).toEqual(
    expect.objectContaining({ diet_color: 'red', ingredients_text: WHEAT_AND_MILK }),
  );
  // The change arrived: the second product's favourite state flipped, nothing else changed.
  const wanted = !before.includes(second!.id);
  const after = await favouriteIds();
  expect(after.includes(second!.id)).toBe(wanted);
  expect(after.filter((id) => id !== second!.id).sort()).toEqual(
    before.filter((id) => id !== second!.id).sort(),
  );
});

/** Runs in the page: a My product saved without signal, in the app's IndexedDB outbox. */
function queueMyProduct({ name, at }: { name: string; at: string }) {
  const body = { name, ingredients_text: 'Weizenmehl, Vollmilch, Butter, Hefe, Salz', lang: 'de' };
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('safeshelf-offline', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('outbox', 'readwrite');
      tx.objectStore('outbox').add({
        kind: 'my-product',
        product: {
          ...body,
          barcode: null,
          diet_color: 'red',
          checks: [
            {
              type: 'danger',
              intolerance: 'lactose',
              code: 'lactose.contains_milk',
              text: 'Vollmilch',
              trigger: 'Vollmilch',
            },
          ],
          created_at: at,
        },
        request: { method: 'POST', path: '/api/my-products/', body },
        queued_at: Date.now(),
      });
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}

// The offline states at 375 px in each language, looked at (saved beside the test's results) and
// checked by axe: the portal without signal, the kept shelf, a barcode not kept, a change waiting.
test.describe('offline states on a phone', () => {
  for (const lang of ['de', 'fr', 'en'] as Lang[]) {
    test(`offline states on a phone in ${lang}`, async ({ page, context }, info) => {
      test.setTimeout(180_000);
      const tl = texts(lang);
      await page.setViewportSize({ width: 375, height: 812 });
      await logIn(page, lang, user);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const [product] = await dairy(page, 5, 1);
      await page.goto(`/portal-home/product/${product!.id}`);
      // The file's one account: made a favourite once, whichever test ran first.
      const heart = page.getByRole('button', { name: tl('portal.favorites.heart') });
      await expect(heart).toBeEnabled();
      if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/offline');
      await expectNoAxeViolations(page);
      await page
        .getByLabel(tl('portal.offline.choose'), { exact: true })
        .selectOption({ index: 2 /* the first category's first part, e.g. milk */ });
      await page.getByRole('button', { name: tl('portal.offline.keep') }).click();
      const shelves = page.getByRole('region', { name: tl('portal.offline.shelvesTitle') });
      await expect(
        shelves.getByRole('button', { name: tl('portal.offline.showProducts') }),
      ).toBeVisible({
        timeout: 60_000,
      });
      const shot = (name: string) =>
        page.screenshot({ path: info.outputPath(`offline-${lang}-${name}.png`), fullPage: true });

      await context.setOffline(true);
      // A label saved without signal, as the journey above saves one (its OCR is too slow to
      // repeat per language): put in the phone's queue the way the save form puts it there.
      await page.evaluate(queueMyProduct, { name: `Zopf ${lang}`, at: new Date().toISOString() });
      await page.goto('/favorite');
      await expect(page.getByText(tl('portal.offline.offlineTitle'))).toBeVisible();
      await expect(page.getByText(tl('portal.myProducts.waiting'))).toBeVisible();
      await expect(
        page.getByRole('link', { name: /./ }).filter({ hasText: /\w/ }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('favourites');

      await page.goto('/offline');
      await shelves.getByRole('button', { name: tl('portal.offline.showProducts') }).click();
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: info.outputPath(`offline-${lang}-page.png`) });
      await shelves.getByRole('listitem').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`offline-${lang}-shelf.png`) });

      await page.goto('/portal-home');
      await page.getByRole('button', { name: tl('portal.barcode.open') }).click();
      const dialog = page.getByRole('dialog', { name: tl('portal.barcode.title') });
      await dialog.getByLabel(tl('portal.barcode.label')).fill('4000417025005');
      await dialog.getByRole('button', { name: tl('portal.barcode.find') }).click();
      await expect(
        dialog.getByRole('button', { name: tl('portal.offline.askLater') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('barcode-not-kept');
      await dialog.getByRole('button', { name: tl('portal.offline.askLater') }).click();
      await dialog.getByRole('button', { name: tl('portal.barcode.close') }).click();

      await page.goto(`/portal-home/product/${product!.id}`);
      // The phone's copy of the page: what it does not keep needs a connection, never "none".
      await expect(page.getByText(tl('portal.offline.alternativesNeedSignal'))).toBeVisible();
      await page.getByRole('button', { name: tl('portal.favorites.heart') }).click();
      await page.getByText(tl('portal.offline.waiting', { count: '3' })).click();
      await expectNoAxeViolations(page);
      await shot('waiting');
    });
  }
});
