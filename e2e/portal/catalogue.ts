import { expect, type Page } from '@playwright/test';

type Color = 'green' | 'yellow' | 'red';
interface Listed {
  id: number;
  name_de: string | null;
  diet_color: Color;
}

/** A GET to the API as the user logged in on the page. */
async function getAsUser(page: Page, url: string) {
  const access = await page.evaluate(() => localStorage.getItem('access'));
  return page.request.get(url, { headers: { authorization: `Bearer ${access}` } });
}

/**
 * Asks the API, as the user logged in on the page, which products it lists. The diet engine's
 * verdicts change as it learns, so the journeys choose their products by what it says now instead
 * of naming a product whose colour may drift; they still check what the user sees.
 */
async function listProducts(page: Page, search: string, diet: string, offset = 0) {
  const params = new URLSearchParams({ search, diet, limit: '10', offset: String(offset) });
  const response = await getAsUser(page, `/api/filtered-products/?${params}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Listed[] }).items;
}

/**
 * A product of this colour among the results for `search`, and a search text (its own name) that
 * lists it on the first page the user sees, where `shown` colours are listed.
 */
export async function findProductOfColor(page: Page, search: string, color: Color, shown: string) {
  for (const offset of [0, 10]) {
    for (const product of await listProducts(page, search, color, offset)) {
      const text = product.name_de?.trim();
      if (!text) continue;
      const firstPage = await listProducts(page, text, shown);
      if (firstPage.some((item) => item.id === product.id)) return { id: product.id, search: text };
    }
  }
  throw new Error(`No ${color} product for "${search}" that its own name finds`);
}

/** The card of a product on the page, found by its link (names repeat: five are called "Milch"). */
export const productCard = (page: Page, id: number) =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/portal-home/product/${id}"]`) });

/** The id of the default catalogue's product with this barcode, asked as the logged-in user. */
export async function productIdOfBarcode(page: Page, code: string): Promise<number> {
  const response = await getAsUser(page, `/api/products/by-barcode/${code}/`);
  expect(response.status(), code).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
