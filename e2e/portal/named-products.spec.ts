import { expect, test } from '@playwright/test';
import { productIdOfBarcode } from './catalogue';
import { logIn, newUser, registerViaApi, texts } from './helpers';

// The products issue 12 names, as a new user with a lactose + gluten profile sees them on the
// product page of the real default catalogue (the engine's own rows are in
// packages/engine/src/verdict/named-products.test.ts, with the label texts quoted).
const t = texts('en');
const user = newUser('named');

type Color = 'green' | 'yellow' | 'red';
// [barcode, what it is, page colour, the check line that decides it, a word of its reason]
const NAMED: [string, string, Color, string, string][] = [
  [
    '7610200380265',
    'AHA Milch halbentrahmt laktosefrei',
    'green',
    'Safe · Lactose',
    'The pack says',
  ],
  ['7613269402299', 'Halbrahm Laktosefrei', 'green', 'Safe · Lactose', 'under 0.1 g lactose'],
  ['7610818170104', 'Magerquark Free From Laktosefrei', 'green', 'Safe · Lactose', 'The pack says'],
  ['7610807244182', 'Lait entier de la Gruyère', 'red', 'Danger · Lactose', 'lait entier'],
  ['7610819281229', 'Baguette parisienne', 'red', 'Danger · Gluten', 'wheat'],
  ['7610029161687', 'Joghurt Nature 1,5%', 'red', 'Danger · Lactose', 'Yogourt'],
  ['7610900035533', 'Emmentaler AOP', 'green', 'Safe · Lactose', 'Emmentaler'],
  [
    '7616500658837',
    'Milchschokolade Mandel (a nutrition table)',
    'red',
    'Danger · Lactose',
    'Contains milk',
  ],
  ['7613269779858', 'Lait (a nutrition table)', 'red', 'Danger · Lactose', 'milk'],
  [
    '7610095221001',
    'Bärli Biber (a nutrition table)',
    'yellow',
    'Not enough data · Lactose and Gluten',
    'ruled out',
  ],
];

test.describe('the products people check first (lactose + gluten)', () => {
  test.beforeAll(async ({ request }) => {
    await registerViaApi(request, user, ['lactose', 'gluten']);
  });

  test('have the right colour and a true reason on their page', async ({ page }) => {
    await logIn(page, 'en', user);
    for (const [code, what, color, line, reason] of NAMED) {
      await test.step(`${code} ${what}`, async () => {
        await page.goto(`/portal-home/product/${await productIdOfBarcode(page, code)}?lng=en`);
        const check = page.getByRole('region', { name: t('portal.dietCheck.title') });
        await expect(check.getByText(line, { exact: true }).first()).toBeVisible();
        await expect(check).toContainText(reason);
        // The page's own colour comes first; the recommended products below have theirs.
        const colors = (['green', 'yellow', 'red'] as const).map((c) => t(`portal.diet.${c}`));
        const badges = page.getByText(new RegExp(`^(${colors.join('|')})$`));
        await expect(badges.first()).toHaveText(t(`portal.diet.${color}`));
      });
    }
  });
});
