import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import i18n from '#web/i18n/setup.ts';
import {
  milk,
  missingProductPage,
  productPage,
  renderAt,
  serveApiAcrossLanguages,
  server,
  signIn,
  type PageParts,
} from '#web/test/portal.tsx';

// Issue 13, the product page: the nutrition table as on a Swiss pack, one "not enough data"
// verdict, and an unknown product said at once.
serveApiAcrossLanguages();

// Ragusa Classique (FoodRepo 7610008711902), per 100 g, in the key order PostgreSQL's jsonb gives.
const nutrition = {
  fat: { value: 36, unit: 'g' },
  salt: { value: 0.01, unit: 'g' },
  sugars: { value: 49, unit: 'g' },
  proteins: { value: 7, unit: 'g' },
  'energy-kj': { value: 2412, unit: 'kJ' },
  'energy-kcal': { value: 576, unit: 'kcal' },
  carbohydrates: { value: 54, unit: 'g' },
  'saturated-fat': { value: 15, unit: 'g' },
};
const noData = (intolerance: string, text: string) => ({
  type: 'warning' as const,
  intolerance,
  code: `${intolerance}.no_data`,
  text,
});
let productRequests = 0;
const notEnoughData: PageParts['diet_check'] = {
  diet_color: 'yellow',
  checks: [
    noData('lactose', 'No ingredient list – not enough data to rule out lactose.'),
    noData('gluten', 'No ingredient list – not enough data to rule out gluten.'),
    noData('fodmap', 'No ingredient list – not enough data to rule out FODMAPs.'),
  ],
};
/** The product page, its details with these nutrition values (and more), its product changed by `product`. */
const details = (
  values: Record<string, { value: number; unit: string }>,
  more = {},
  product: Partial<PageParts['product']> = {},
) =>
  server.use(
    productPage({
      product: { ...milk, diet_color: 'yellow', ...product },
      details: { nutrition: values, ...more },
      diet_check: notEnoughData,
      alternatives: [],
    }),
  );

beforeEach(() => {
  signIn();
  productRequests = 0;
  server.use(
    missingProductPage(999999, () => (productRequests += 1)),
    http.get('/api/favorites/', () => HttpResponse.json([])),
  );
  details(nutrition);
});

const openNutrition = async () => {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: /^(Nutrition|Nährwerte|Valeurs nutritives)$/ }),
  );
  return screen.getByRole('table');
};
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('product page', () => {
  it('lists nutrition in the order of the Swiss declaration, energy in kJ and kcal, nothing invented', async () => {
    renderAt('/portal-home/product/101');
    const table = await openNutrition();
    expect(rows(table)).toEqual([
      "Energy2'412 kJ / 576 kcal",
      'Fat36 g',
      'of which saturated fat15 g',
      'Carbohydrates54 g',
      'of which sugars49 g',
      'Protein7 g',
      'Salt0.01 g',
    ]);
    expect(within(table).queryByRole('rowheader', { name: 'Fibre' })).not.toBeInTheDocument();
  });

  it('says which declared values the source lacks instead of leaving them out or inventing them', async () => {
    // Sugo Pomodoro Anna's Best, Bio (Open Food Facts 7613269167747): only its energy in kJ.
    details({ 'energy-kj': { value: 201, unit: 'kJ' } });
    renderAt('/portal-home/product/101');
    const table = await openNutrition();
    expect(rows(table)).toEqual([
      'Energy201 kJ',
      'Fatnot available',
      'of which saturated fatnot available',
      'Carbohydratesnot available',
      'of which sugarsnot available',
      'Proteinnot available',
      'Saltnot available',
    ]);
    await i18n.changeLanguage('de');
    await waitFor(() => expect(rows(screen.getByRole('table'))[1]).toBe('Fettnicht verfügbar'));
  });

  it('shows sodium in place of a missing salt, and energy as not available', async () => {
    const { 'energy-kj': _kj, 'energy-kcal': _kcal, salt: _salt, ...rest } = nutrition;
    details({ ...rest, sodium: { value: 0.4, unit: 'g' } });
    renderAt('/portal-home/product/101');
    const table = await openNutrition();
    expect(rows(table)[0]).toBe('Energynot available');
    expect(rows(table).at(-1)).toBe('Sodium0.4 g');
    expect(within(table).queryByRole('rowheader', { name: 'Salt' })).not.toBeInTheDocument();
  });

  it('names the origin in the language of the interface, and no quantity as a description', async () => {
    // Coop Freeform Halbentrahmte Milch (7610848714217): FoodRepo origin "Switzerland", 1000 ml.
    details(
      nutrition,
      { production_country: { name_en: 'Switzerland; Italien' } },
      { description: '1000 ml', quantity: '1000 ml' },
    );
    await i18n.changeLanguage('fr');
    renderAt('/portal-home/product/101');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Infos' }));
    expect(screen.getByText('Suisse, Italie')).toBeInTheDocument();
    expect(screen.getByText('Aucune description disponible.')).toBeInTheDocument();
    await i18n.changeLanguage('de');
    expect(await screen.findByText('Schweiz, Italien')).toBeInTheDocument();
  });

  it('formats the values as the language does', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/portal-home/product/101');
    const table = await openNutrition();
    // fr-CH groups thousands as the runtime's CLDR says (a narrow space before Node 24, "'" since).
    const thousands = new Intl.NumberFormat('fr-CH').format(2412);
    expect(thousands).toMatch(/^2\D412$/);
    expect(rows(table)[0]).toBe(`Énergie${thousands} kJ / 576 kcal`);
    expect(rows(table).at(-1)).toBe('Sel0,01 g');
    await i18n.changeLanguage('de');
    await waitFor(() =>
      expect(rows(screen.getByRole('table'))[0]).toBe("Energie2'412 kJ / 576 kcal"),
    );
  });

  it('says "not enough data" once, naming the intolerances, with one badge', async () => {
    renderAt('/portal-home/product/101');
    const card = await screen.findByRole('region', { name: 'Diet check' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(card).getByText('Not enough data · Lactose, Gluten and FODMAP'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('There is no ingredient list, so none of these can be ruled out.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Caution')).toHaveLength(1);
  });

  it('says at once that an unknown product does not exist, without asking again, with a way back', async () => {
    const started = Date.now();
    const router = renderAt('/portal-home/product/999999');
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(900); // a retry would wait a second first
    expect(productRequests).toBe(1);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Search products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal-home'));
  });
});
