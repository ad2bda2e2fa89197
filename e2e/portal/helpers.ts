import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Lang = 'en' | 'de' | 'fr';
type Tree = { [key: string]: string | Tree };

/** The interface texts of a language, read from the web app's own locale files. */
export function texts(lang: Lang) {
  const file = fileURLToPath(new URL(`../../web/src/i18n/locales/${lang}.json`, import.meta.url));
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return (key: string, values: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof value !== 'string') throw new Error(`No text ${lang}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** A user that exists only in this test run. */
export function newUser(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, email: `${id}@example.ch`, password: 'Sichere$Zeit9' };
}

/** Signs up through the six-step questionnaire (lactose intolerant); signing up signs in. */
export async function signUp(page: Page, lang: Lang, user: ReturnType<typeof newUser>) {
  const t = texts(lang);
  const next = () => page.getByRole('button', { name: t('register.next'), exact: true }).click();
  await page.goto(`/register?lng=${lang}`);
  await page
    .getByRole('checkbox', {
      name: new RegExp(`^${t('register.intolerances.options.lactose.label')}`),
    })
    .check();
  await next();
  const slider = page.getByRole('slider');
  await slider.focus();
  await slider.press('ArrowRight');
  await next();
  await page.getByRole('radio', { name: t('register.gender.options.Female') }).check();
  await next();
  await page.getByLabel(t('register.name.name'), { exact: true }).fill('Anna');
  await page.getByLabel(t('register.name.surname'), { exact: true }).fill('Muster');
  await next();
  await page.getByLabel(t('register.birthYear.label')).fill('1990');
  await next();
  await page.getByLabel(t('register.account.username')).fill(user.username);
  await page.getByLabel(t('register.account.email')).fill(user.email);
  await page.getByLabel(t('register.account.password'), { exact: true }).fill(user.password);
  await page.getByLabel(t('register.account.confirm')).fill(user.password);
  await page.getByRole('button', { name: t('register.submit') }).click();
  // Straight into the portal, no second form to fill (issue 13).
  await expect(page).toHaveURL(/\/portal-home$/);
  await expect(page.locator('#portal-main')).toBeVisible();
}

/** A made-up client address (10.x.y.z) of its own for each user name. */
function addressOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Creates the account through the API, from the user's own address (addressOf); `base`: another
 *  server than the test's. */
export async function registerViaApi(
  request: APIRequestContext,
  user: ReturnType<typeof newUser>,
  intolerances: string[] = ['lactose'],
  base = '',
) {
  const response = await request.post(`${base}/api/register/`, {
    // Sign-ups are limited per address (10 an hour, decision 022): each user made here comes from
    // an address of its own, as shoppers do (the e2e server trusts its loopback caller as a proxy).
    headers: { 'x-forwarded-for': addressOf(user.username) },
    data: {
      username: user.username,
      email: user.email,
      password1: user.password,
      password2: user.password,
      intolerances,
      shopping_preference: 3,
      gender: 'Female',
      name: 'Anna',
      surname: 'Muster',
      birth_year: 1990,
    },
  });
  expect(response.status()).toBe(201);
}

/** Logs in through the login page. */
export async function logIn(page: Page, lang: Lang, user: ReturnType<typeof newUser>) {
  const t = texts(lang);
  if (!page.url().includes('/login')) await page.goto(`/login?lng=${lang}`);
  await page.getByLabel(t('login.identifier')).fill(user.username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/portal-home/);
  // The address changes at once; the login page stays until the portal's code has loaded (its
  // navbar has a menu button of the same name), so wait for the portal itself.
  await expect(page.locator('#portal-main')).toBeVisible();
}

/** axe finds no violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // A lazy page (or a portal screen waiting for its first answers) has no main landmark or heading
  // for a moment after navigation: judge the page once it is there, not the loading shell.
  await expect(page.locator('main').first()).toBeAttached();
  await expect(page.locator('h1').first()).toBeAttached();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
