import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  cuchaule,
  milk,
  missingProductPage,
  productPage,
  renderAt,
  server,
  signIn,
  type PageParts,
} from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const details = {
  id: milk.id,
  ingredients: ['Vollmilch'],
  ingredients_text: { en: null, de: 'Vollmilch pasteurisiert, 3,5 % Fett', fr: null, other: null },
  allergens: ['Milch'],
  traces: [],
  nutrition: { fat: { value: 3.5, unit: 'g' }, sugars: { value: 4.8, unit: 'g' } },
  description: null,
  production_country: null,
};
const dietCheck: PageParts['diet_check'] = {
  diet_color: 'red',
  checks: [
    {
      type: 'danger',
      intolerance: 'lactose',
      code: 'lactose.contains_milk',
      text: 'Contains milk, which contains lactose.',
      trigger: 'Vollmilch',
      source: 'ingredients',
    },
  ],
};
let toggles = 0;
/** The milk's page with these parts changed. */
const page = (parts: Partial<PageParts> = {}) =>
  productPage({
    product: milk,
    details,
    diet_check: dietCheck,
    alternatives: [cuchaule],
    ...parts,
  });

beforeEach(() => {
  signIn();
  toggles = 0;
  server.use(
    page(),
    missingProductPage(999),
    http.get('/api/favorites/', () => HttpResponse.json([])),
    http.post('/api/favorites/toggle/', async () => {
      toggles += 1;
      await delay(50);
      return toggles % 2 === 1
        ? HttpResponse.json({ product: milk.id }, { status: 201 })
        : new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('product detail', () => {
  it('shows why the product does not fit, with the ingredient highlighted', async () => {
    renderAt('/portal-home/product/101');
    expect(
      await screen.findByRole('heading', { name: 'Whole milk', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('CHF 1.65')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Diet check' });
    // The colour badge is shown once, beside the name, not again in the diet check.
    expect(screen.getAllByText('Does not fit')).toHaveLength(1);
    expect(within(card).getByText('Danger · Lactose')).toBeInTheDocument();
    expect(within(card).getByText('Contains milk, which contains lactose.')).toBeInTheDocument();
    const highlighted = await screen.findAllByText('Vollmilch', { selector: 'mark' });
    expect(highlighted.length).toBeGreaterThanOrEqual(2); // in the check and in the ingredient text
    expect(within(card).getByText('Found in the ingredients:')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Safer alternatives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mini cuchaule au beurre' })).toBeInTheDocument();
  });

  it('says where on the pack the word behind a check stands, as the engine found it', async () => {
    // 7613269779858 "Lait": the source's "ingredient list" is a pasted nutrition table, so the
    // engine reads the milk from the name; a trace tag stands in the traces, not in the text.
    server.use(
      page({
        details: {
          ...details,
          ingredients: [],
          ingredients_text: {
            ...details.ingredients_text,
            de: null,
            fr: 'valeurs nutritives 100 ml | 280 kJ',
          },
          allergens: [],
        },
        diet_check: {
          diet_color: 'red',
          checks: [
            { ...dietCheck.checks[0]!, trigger: 'Lait entier', source: 'name' as const },
            {
              type: 'warning',
              intolerance: 'gluten',
              code: 'gluten.traces',
              text: 'May contain gluten.',
              trigger: 'Gerste',
              source: 'traces',
            },
          ],
        },
      }),
    );
    renderAt('/portal-home/product/101');
    const card = await screen.findByRole('region', { name: 'Diet check' });
    expect(await within(card).findByText('Found in the product name:')).toBeInTheDocument();
    expect(within(card).getByText('Found in the trace statement:')).toBeInTheDocument();
    expect(within(card).queryByText('Found in the ingredients:')).not.toBeInTheDocument();
  });

  it('shows allergens marked in the ingredient text in bold, without the underscores', async () => {
    // As found in the catalogue (Open Food Facts 7613269203704).
    const printed =
      'Boisson à base de lait sans lactose avec 3,5% matière grasse lactique, substances minérales du _lait_ concentrés.';
    server.use(
      page({
        details: { ...details, ingredients_text: { ...details.ingredients_text, de: printed } },
      }),
    );
    renderAt('/portal-home/product/101');
    const allergen = await screen.findByText('lait', { selector: 'strong' });
    const paragraph = allergen.closest('p')!;
    expect(paragraph).toHaveTextContent(
      'Boisson à base de lait sans lactose avec 3,5% matière grasse lactique, substances minérales du lait concentrés.',
    );
    expect(paragraph.textContent).not.toContain('_');
  });

  it('opens and closes the tabs, with the empty texts the user expects', async () => {
    const user = userEvent.setup();
    renderAt('/portal-home/product/101');
    const nutrition = await screen.findByRole('button', { name: 'Nutrition' });
    await user.click(nutrition);
    expect(nutrition).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('rowheader', { name: 'Fat' })).toBeInTheDocument();
    await user.click(nutrition);
    expect(nutrition).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByText('Production country was not found.')).toBeInTheDocument();
  });

  it('says the ingredient list is missing and leads to what is known (issue 31.9)', async () => {
    server.use(
      page({
        details: {
          ...details,
          ingredients: [],
          ingredients_text: { en: null, de: null, fr: null, other: null },
          allergens: [],
        },
      }),
    );
    const user = userEvent.setup();
    renderAt('/portal-home/product/101');
    expect(await screen.findByText('No ingredient list available.')).toBeInTheDocument();
    expect(screen.queryByText('No details available.')).not.toBeInTheDocument();
    // Nothing to show under Info for this product: no button leads there.
    expect(
      screen.queryByRole('button', { name: 'Show the product information' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the nutrition values' }));
    expect(screen.getByRole('button', { name: 'Nutrition' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('rowheader', { name: 'Fat' })).toBeInTheDocument();
  });

  it('explains that the match is based on ingredients and traces only', async () => {
    const user = userEvent.setup();
    renderAt('/portal-home/product/101');
    await user.click(await screen.findByRole('button', { name: 'How is this checked?' }));
    expect(screen.getByRole('dialog', { name: 'How is this checked?' })).toHaveTextContent(
      'based on the ingredients and the traces',
    );
  });

  it('fills the heart on 201, empties it on 204, and ignores clicks in flight', async () => {
    const user = userEvent.setup();
    renderAt('/portal-home/product/101');
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    await user.click(heart); // in flight: ignored
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(toggles).toBe(1);
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(toggles).toBe(2);
  });

  it('sends one toggle for a double tap and keeps the product a favourite (issue 31.1)', async () => {
    renderAt('/portal-home/product/101');
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart).toBeEnabled());
    // Two taps before the page re-renders, as a phone's double tap (9 ms apart in the report).
    fireEvent.click(heart);
    fireEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(toggles).toBe(1);
  });

  it('counts a double tap as one tap when the first toggle answered before the second tap', async () => {
    renderAt('/portal-home/product/101');
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart).toBeEnabled());
    // The browser numbers the clicks of a double click (detail 1, then 2).
    fireEvent.click(heart, { detail: 1 });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    fireEvent.click(heart, { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toggles).toBe(1);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A later tap, or Enter on the keyboard (detail 0), still toggles.
    fireEvent.click(heart, { detail: 0 });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(toggles).toBe(2);
  });

  it('says why a favourite could not be added: the limit of 500', async () => {
    server.use(
      http.post('/api/favorites/toggle/', () =>
        HttpResponse.json(
          { code: 'conflict', message: 'x', fields: { product_id: 'too_many_favorites' } },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt('/portal-home/product/101');
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep at most 500 favourite products.',
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when a product does not exist', async () => {
    renderAt('/portal-home/product/999');
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
  });
});
