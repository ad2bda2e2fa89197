import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HouseholdPerson } from '@safeshelf/contract';
import { cuchaule, renderAt, server, signIn } from '#web/test/portal.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ben: HouseholdPerson = {
  id: 5,
  name: 'Ben',
  initials: 'B',
  intolerances: ['gluten'],
  custom_intolerances: ['Sellerie'],
  tolerated_fodmap_groups: [],
};
let people: HouseholdPerson[] = [];
let sent: unknown[] = [];
let searches: URLSearchParams[] = [];
beforeEach(() => {
  signIn();
  localStorage.removeItem('judgedFor');
  people = [ben];
  sent = [];
  searches = [];
  server.use(
    http.get('/api/household/', () => HttpResponse.json(people)),
    http.post('/api/household/', async ({ request }) => {
      const body = (await request.json()) as HouseholdPerson;
      sent.push(body);
      const person = { ...body, id: 6, initials: body.name[0]! };
      people = [...people, person];
      return HttpResponse.json(person, { status: 201 });
    }),
    http.delete('/api/household/:id/', ({ params }) => {
      people = people.filter((p) => String(p.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/categories/', () => HttpResponse.json([])),
    http.get('/api/subcategories/', () => HttpResponse.json([])),
    http.get('/api/filtered-products/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      searches.push(params);
      const everyone = params.get('for') === 'everyone';
      const card = everyone
        ? {
            ...cuchaule,
            diet_color: 'red',
            household: [
              { person_id: null, name: 'Anna', initials: 'AM', diet_color: 'yellow' },
              { person_id: 5, name: 'Ben', initials: 'B', diet_color: 'red' },
              { person_id: 6, name: 'Lea', initials: 'L', diet_color: 'green' },
            ],
          }
        : cuchaule;
      return HttpResponse.json({ items: [card], limit: 10, offset: 0, next_offset: null });
    }),
  );
});

describe('household', () => {
  it('adds a person with a name and a diet on the profile page; a name is required', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const card = await screen.findByRole('region', { name: 'Your household' });
    expect(await within(card).findByText('Ben')).toBeInTheDocument();
    expect(within(card).getByText('Gluten, Sellerie')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add a person' }));
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(within(card).getByText('Please fill in this field.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(card).getByLabelText('Name'), 'Lea');
    await user.click(within(card).getByRole('checkbox', { name: 'Fructose' }));
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Lea', intolerances: ['fructose'] });
    expect(await within(card).findByText('Lea')).toBeInTheDocument();
  });

  it('asks before removing a person', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    await user.click(await screen.findByRole('button', { name: 'Remove Ben' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ben?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Ben')).not.toBeInTheDocument());
  });

  it('search judged for everyone shows each person’s colour and filters what fits everyone', async () => {
    const user = userEvent.setup();
    people = [ben, { ...ben, id: 6, name: 'Lea', initials: 'L', intolerances: ['fructose'] }];
    renderAt('/portal-home');
    const picker = await screen.findByRole('combobox', { name: 'Judge for' });
    await user.selectOptions(picker, 'Everyone');
    const colours = await screen.findByRole('list', { name: 'Colour for each person' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AMAnna (me): Caution', 'BBen: Does not fit', 'LLea: Fits']);
    expect(screen.getByText('Not for everyone')).toBeInTheDocument();
    expect(searches.at(-1)?.get('for')).toBe('everyone');
    await user.click(screen.getByRole('switch', { name: 'Only what fits everyone' }));
    await waitFor(() => expect(searches.at(-1)?.get('diet')).toBe('green'));
    await user.selectOptions(picker, 'Ben');
    await waitFor(() => expect(searches.at(-1)?.get('for')).toBe('5'));
    expect(
      screen.queryByRole('switch', { name: 'Only what fits everyone' }),
    ).not.toBeInTheDocument();
  });

  it('search says whose diet it judges for: a person by name, or everyone', async () => {
    const user = userEvent.setup();
    renderAt('/portal-home');
    expect(await screen.findByRole('heading', { name: 'Suggestions for your diet' })).toBeVisible();
    const picker = await screen.findByRole('combobox', { name: 'Judge for' });
    await user.selectOptions(picker, 'Ben');
    expect(
      await screen.findByRole('heading', { name: "Suggestions for Ben's diet" }),
    ).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'cuchaule');
    expect(
      await screen.findByRole('heading', { name: "Products for “cuchaule” that fit Ben's diet" }),
    ).toBeVisible();
    await user.selectOptions(picker, 'Everyone');
    expect(
      await screen.findByRole('heading', {
        name: 'Products for “cuchaule” that fit everyone in your household',
      }),
    ).toBeVisible();
  });
});
