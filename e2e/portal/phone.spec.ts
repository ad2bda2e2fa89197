import { expect, test } from '@playwright/test';
import { logIn, newUser, registerViaApi, texts, type Lang } from './helpers';

const user = newUser('ph');

test.describe('portal on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeAll(async ({ request }) => {
    await registerViaApi(request, user);
  });

  test('the search placeholder fits the search box in every language', async ({ page }) => {
    await logIn(page, 'en', user);
    for (const lang of ['en', 'de', 'fr'] as Lang[]) {
      const t = texts(lang);
      await page.goto(`/portal-home?lng=${lang}`);
      const box = page.getByRole('searchbox', { name: t('portal.search.label') });
      await expect(box).toHaveAttribute('placeholder', t('portal.search.placeholder'));
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const free =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return free - context.measureText(input.placeholder).width;
      });
      expect(room, `${lang}: room left beside the placeholder (px)`).toBeGreaterThanOrEqual(0);
    }
  });

  test('a favourite opens from anywhere on its card, and the page keeps one width', async ({
    page,
  }) => {
    const t = texts('de');
    await logIn(page, 'de', user);
    // The favourites and "My products" start at the same left edge (an empty list used to shrink).
    await page.goto('/favorite');
    const left = async (name: string) =>
      (await page.getByRole('heading', { name, exact: true }).boundingBox())!.x;
    expect(await left(t('portal.favorites.title'))).toBe(await left(t('portal.myProducts.title')));
    const access = await page.evaluate(() => localStorage.getItem('access'));
    const headers = { authorization: `Bearer ${access}` };
    // Sugo Pomodoro Anna's Best, Bio (Open Food Facts 7613269167747): a one-line name.
    const found = await page.request.get('/api/products/by-barcode/7613269167747', { headers });
    const { id } = (await found.json()) as { id: number };
    const kept = (await (await page.request.get('/api/favorites/', { headers })).json()) as {
      product: number;
    }[];
    if (!kept.some((favorite) => favorite.product === id))
      await page.request.post('/api/favorites/toggle/', { headers, data: { product_id: id } });
    await page.reload();
    const card = page.getByRole('listitem').filter({ has: page.locator(`a[href$="/${id}"]`) });
    await expect(card).toBeVisible();
    // A tap on the picture, far from the name, opens the product.
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height - 10);
    await expect(page).toHaveURL(new RegExp(`/portal-home/product/${id}$`));
  });

  test('every button of a product page is a 44 px touch target', async ({ page }) => {
    await logIn(page, 'fr', user);
    const access = await page.evaluate(() => localStorage.getItem('access'));
    // Cantuccini alle mandorle (Open Food Facts 20034177): not for a lactose diet, so the diet
    // check offers its explanation and "Is this wrong?" ("How is this checked?" was 36 px).
    const found = await page.request.get('/api/products/by-barcode/20034177', {
      headers: { authorization: `Bearer ${access}` },
    });
    const { id } = (await found.json()) as { id: number };
    await page.goto(`/portal-home/product/${id}`);
    await expect(
      page.getByRole('button', { name: texts('fr')('portal.report.open') }),
    ).toBeVisible();
    const small = await page.locator('main button').evaluateAll((buttons) =>
      buttons
        .map((button) => ({ text: button.textContent, box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && Math.min(box.width, box.height) < 44)
        .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
  });

  test('checkboxes have one size in registration and in the profile', async ({ page }) => {
    const t = texts('en');
    await page.goto('/register?lng=en');
    const registration = page.getByRole('checkbox', {
      name: new RegExp(`^${t('register.intolerances.options.lactose.label')}`),
    });
    const first = (await registration.boundingBox())!;
    await logIn(page, 'en', user);
    await page.goto('/profile');
    const profile = page
      .getByRole('region', { name: t('portal.profile.diet.title') })
      .getByRole('group', { name: t('portal.profile.diet.intolerances') })
      .getByRole('checkbox', { name: t('portal.intolerances.lactose') });
    const second = (await profile.boundingBox())!;
    expect([second.width, second.height]).toEqual([first.width, first.height]);
    expect(first.width).toBe(20);
  });
});
