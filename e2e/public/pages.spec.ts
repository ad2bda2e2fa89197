import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
const locale = (lng: string) =>
  JSON.parse(
    readFileSync(new URL(`../../web/src/i18n/locales/${lng}.json`, import.meta.url), 'utf8'),
  ) as Tree;
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
const english = flatten(locale('en'));
/** English sentences (3+ words) that differ in the given language: none of them may show on its pages. */
const englishOnly = (lng: string) => {
  const translated = new Map(flatten(locale(lng)));
  return english
    .filter(
      ([key, value]) =>
        value.split(' ').length >= 3 && !value.includes('{{') && translated.get(key) !== value,
    )
    .map(([, value]) => value);
};

// Each public page in each language: the right heading, the document language, and no axe violations.
const pages = [
  {
    path: '/',
    h1: {
      en: /Know what fits your diet/,
      de: /Wissen, was zu Ihrer Ernährung passt/,
      fr: /Sachez ce qui convient/,
    },
  },
  {
    path: '/about-us',
    h1: {
      en: 'Groceries made simple for sensitive stomachs',
      de: 'Einfacher einkaufen mit empfindlichem Magen',
      fr: 'Des courses simplifiées pour les estomacs sensibles',
    },
  },
  { path: '/contact', h1: { en: 'Contact us', de: 'Kontakt', fr: 'Nous contacter' } },
  {
    path: '/faq',
    h1: { en: 'Frequently asked questions', de: 'Häufige Fragen', fr: 'Questions fréquentes' },
  },
  {
    path: '/legal-notices',
    h1: { en: 'Legal notices', de: 'Rechtliche Hinweise', fr: 'Mentions légales' },
  },
  {
    path: '/terms-of-service',
    h1: { en: 'Terms of service', de: 'Nutzungsbedingungen', fr: 'Conditions d’utilisation' },
  },
  {
    path: '/login',
    h1: { en: 'Welcome back', de: 'Willkommen zurück', fr: 'Bon retour parmi nous' },
  },
  {
    path: '/register',
    h1: { en: 'Create your profile', de: 'Profil erstellen', fr: 'Créez votre profil' },
  },
] as const;

for (const lng of ['en', 'de', 'fr'] as const) {
  test.describe(`public pages in ${lng}`, () => {
    for (const { path, h1 } of pages) {
      test(`${path} renders and passes axe`, async ({ page }) => {
        await page.goto(`${path}?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1[lng]);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('contentinfo')).toContainText(
          'Open Food Facts (openfoodfacts.org)',
        );
        if (lng !== 'en') {
          const text = await page.locator('body').innerText();
          expect(englishOnly(lng).filter((sentence) => text.includes(sentence))).toEqual([]);
        }
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}

test('the legal page opens the privacy and cookie policies, and axe still passes', async ({
  page,
}) => {
  await page.goto('/legal-notices?lng=de');
  await page.getByRole('button', { name: 'Datenschutzerklärung' }).click();
  await page.getByRole('button', { name: 'Cookie-Richtlinie' }).click();
  await expect(page.getByText('besonders schützenswerte Personendaten').first()).toBeVisible();
  await expect(page.getByText('i18nextLng', { exact: true })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('a hash scrolls to its section on the home page and is then cleared', async ({ page }) => {
  await page.goto('/#how-it-works');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();
  await expect(page).toHaveURL(/\/$/);
});

test('the newsletter form loads when scrolled to, passes axe and subscribes', async ({ page }) => {
  await page.goto('/?lng=de');
  await page.locator('#newsletter').scrollIntoViewIfNeeded();
  await page.getByLabel('Name').fill('Anna Muster');
  await page.getByLabel('E-Mail').fill('anna.muster@example.ch');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByRole('status')).toHaveText('Vielen Dank für Ihr Abonnement!');
});

// Issue 31.13: the French hero was cut off at 375 px ("alimentation" could not wrap); every language
// fits the narrowest phone, 320 px: the title, the tagline and the buttons end inside the screen.
for (const lng of ['fr', 'de', 'en'] as const) {
  test(`the home hero fits a 320 px phone in ${lng}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/?lng=${lng}`);
    const hero = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    const overflowing = await hero.evaluate((section) =>
      Array.from(section.querySelectorAll('h1, h1 *, p, a'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => element.textContent),
    );
    expect(overflowing).toEqual([]);
  });
}
