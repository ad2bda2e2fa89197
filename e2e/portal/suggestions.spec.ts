import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, newUser, registerViaApi, texts, type Lang } from './helpers';

// Issue 31 point 14: the portal home suggests products like the ones the user saved, that fit the
// diet, and says why ("Because you saved …"). On the real API and catalogue, at 375 and 1280 px.
// With SHOT_DIR set, each run leaves a screenshot of the home there.
const runs: { lang: Lang; width: number; height: number }[] = [
  { lang: 'fr', width: 375, height: 812 },
  { lang: 'de', width: 375, height: 812 },
  { lang: 'en', width: 1280, height: 900 },
];

interface Card {
  id: number;
  name_en: string;
  name_de: string;
  name_fr: string;
  subcategory: { id: number } | null;
}

for (const { lang, width, height } of runs) {
  test(`the home suggests from the favourites in ${lang} at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts(lang);
    const user = newUser(`saved${lang}`);
    await registerViaApi(request, user);
    await page.setViewportSize({ width, height });
    await logIn(page, lang, user);

    // Save a lactose-free milk product (green for this lactose-intolerant user).
    const access = await page.evaluate(() => localStorage.getItem('access'));
    const headers = { authorization: `Bearer ${access}` };
    const found = await page.request.get('/api/filtered-products/?search=laktosefrei&diet=green', {
      headers,
    });
    const saved = ((await found.json()) as { items: Card[] }).items.find((c) => c.subcategory)!;
    expect(saved, 'a green product with a kind').toBeTruthy();
    await page.request.post('/api/favorites/toggle/', { headers, data: { product_id: saved.id } });
    await page.reload();

    const name = saved[`name_${lang}`];
    const group = page.getByRole('region', {
      name: t('portal.suggestions.becauseSaved', { name }),
    });
    const cards = group.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // What is saved is not suggested again; everything suggested fits.
    await expect(group.locator(`a[href$="/product/${saved.id}"]`)).toHaveCount(0);
    await expect(group.getByText(t('portal.diet.red'), { exact: true })).toHaveCount(0);
    // Nothing spills out of a phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    // Screenshots to look at, at this width and the other one.
    if (process.env.SHOT_DIR) {
      for (const w of [width, width < 768 ? 1280 : 375]) {
        await page.setViewportSize({ width: w, height: w < 768 ? 812 : 900 });
        await group.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${process.env.SHOT_DIR}/home-saved-${lang}-${w}.png` });
      }
      await page.setViewportSize({ width, height });
    }

    // The first suggestion opens with the keyboard.
    const link = cards.first().getByRole('link').first();
    const href = (await link.getAttribute('href'))!;
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}
