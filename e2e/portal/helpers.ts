import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'de' | 'fr';
type Tree = { [key: string]: string | Tree };

/** The interface texts of a language, read from the web app's own locale files. */
export function texts(lang: Lang) {
  const file = fileURLToPath(new URL(`../../web/src/i18n/locales/${lang}.json`, import.meta.url));
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return (key: string, values: Record<string, string> = {}) => {
    const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof value !== 'string') throw new Error(`No text ${lang}:${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** A user that exists only in this test run. */
export function newUser(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id, email: `${id}@example.ch`, password: 'Sichere$Zeit9' };
}

/** Signs up (lactose intolerant) through the real API, then logs in through the login page.
 *  The six-step questionnaire itself is covered by the public site's journeys. */
export async function signUpAndLogIn(page: Page, lang: Lang, user: ReturnType<typeof newUser>) {
  const t = texts(lang);
  const language = { en: 'English', de: 'German', fr: 'French' }[lang];
  const registered = await page.request.post('/api/register/', {
    data: { ...user, password1: user.password, password2: user.password, password: undefined, intolerances: ['lactose'], shopping_preference: 3, gender: 'Female', name: 'Anna', surname: 'Muster', birth_year: 1990, language },
  });
  expect(registered.status()).toBe(201);
  await page.goto(`/login?lng=${lang}`);
  await page.getByLabel(t('login.identifier')).fill(user.username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/portal-home/);
}

/** axe finds no violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
