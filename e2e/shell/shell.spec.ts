import { expect, test } from '@playwright/test';

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
    });
  }
});
