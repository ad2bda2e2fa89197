import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownServer } from '../support/own-server';
import { expectNoAxeViolations, logIn, newUser, registerViaApi, texts, type Lang } from './helpers';

// Issue 33, done when: an import of a changed catalogue file (a real product whose list is changed
// in a test copy) puts "A favourite changed" in the feed of a user who favourited it, with the right
// before/after colour, in the portal, on both databases. The server is the test's own, so that the
// real import CLI can write to its database; the catalogue is cut from ../shared/data at run time.

const CATALOG_DIR = process.env.CATALOG_DIR ?? join(import.meta.dirname, '../../../shared/data');
const SWISS = join(CATALOG_DIR, 'products/off_products_swiss.jsonl');
type Line = { code: string; ingredients_text?: string; [field: string]: unknown };

/** The copy is named as the real file: the next export of a source replaces the last one. */
function writeCatalogue(lines: Line[]) {
  const file = join(
    mkdtempSync(join(tmpdir(), 'safeshelf-e2e-catalogue-')),
    'off_products_swiss.jsonl',
  );
  writeFileSync(file, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  return file;
}

/** Signs up through the API of the test's own server; the bearer header for its API. */
async function signUpViaApi(
  request: APIRequestContext,
  base: string,
  user: ReturnType<typeof newUser>,
) {
  await registerViaApi(request, user, ['lactose'], base);
  const tokens = await request.post(`${base}/api/token/`, {
    data: { identifier: user.username, password: user.password },
  });
  return { authorization: `Bearer ${((await tokens.json()) as { access: string }).access}` };
}

/** The test's own servers take the two ports after the shared one (E2E_PORT), never a fixed one. */
const sharedPort = Number(process.env.E2E_PORT ?? 3100);
const databases: [string, number, string | undefined][] = [
  ['embedded database', sharedPort + 1, undefined],
  ...(process.env.TEST_DATABASE_URL
    ? [['PostgreSQL', sharedPort + 2, process.env.TEST_DATABASE_URL] as [string, number, string]]
    : []),
];

for (const [database, port, postgres] of databases) {
  test(`an import that puts milk in a favourite shows in the news feed (${database})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const server = ownServer(port, postgres);
    try {
      const lines = readFileSync(SWISS, 'utf8')
        .split('\n')
        .filter(Boolean)
        .slice(0, 120)
        .map((line) => JSON.parse(line) as Line);
      server.importFile(writeCatalogue(lines));
      await server.start();
      const user = newUser('feed');
      const headers = await signUpViaApi(request, server.url, user);

      // A real product whose only list is `ingredients_text`, green for lactose today.
      let favourite: { line: Line; id: number } | undefined;
      for (const line of lines) {
        if (
          Object.keys(line)
            .filter((k) => k.startsWith('ingredients_text'))
            .join() !== 'ingredients_text'
        )
          continue;
        const found = await request.get(`${server.url}/api/products/by-barcode/${line.code}`, {
          headers,
        });
        const product = (await found.json()) as { id: number; diet_color: string };
        if (product.diet_color === 'green') {
          favourite = { line, id: product.id };
          break;
        }
      }
      expect(favourite).toBeDefined();
      const toggled = await request.post(`${server.url}/api/favorites/toggle/`, {
        headers,
        data: { product_id: favourite!.id },
      });
      expect(toggled.status()).toBe(201);

      // The next catalogue file: the same product, now with skimmed milk powder first.
      const changed = lines.map((line) =>
        line.code === favourite!.line.code
          ? { ...line, ingredients_text: `lait écrémé en poudre, ${line.ingredients_text}` }
          : line,
      );
      // The embedded database has one process at a time: the import runs while the server is off.
      if (!postgres) await server.stop();
      server.importFile(writeCatalogue(changed));
      if (!postgres) await server.start();

      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${server.url}/login?lng=en`);
      await logIn(page, 'en', user);
      for (const lang of ['de', 'fr', 'en'] as Lang[]) {
        const t = texts(lang);
        await page.goto(`${server.url}/news-feed?lng=${lang}`);
        const item = page
          .getByRole('article')
          .filter({ hasText: t('portal.feed.kinds.favorite_changed') });
        await expect(item).toBeVisible();
        await expect(item.getByText(t('portal.feed.texts.listAndColour'))).toBeVisible();
        await expect(item.getByText(t('portal.diet.green'))).toBeVisible();
        await expect(item.getByText(t('portal.diet.red'))).toBeVisible();
        await expect(item.getByText('lait écrémé en poudre')).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`news-feed-375-${lang}.png`),
          fullPage: true,
        });
      }
      await expectNoAxeViolations(page);
      // Unread until read: the menu counts it, then "Mark as read" empties the count.
      const t = texts('en');
      await page.getByRole('button', { name: t('portal.nav.expand') }).click();
      await expect(
        page
          .locator('#portal-sidebar')
          .getByRole('link', { name: new RegExp(`${t('portal.nav.unread', { count: '1' })}`) }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('portal.feed.markRead') }).click();
      await expect(page.getByText(t('portal.feed.new'), { exact: true })).toBeHidden();
      // The product page says the same now: red for this lactose-intolerant user.
      await page.getByRole('article').getByRole('link').first().click();
      await expect(page.getByText(t('portal.diet.red')).first()).toBeVisible();
    } finally {
      await server.dispose();
    }
  });
}
