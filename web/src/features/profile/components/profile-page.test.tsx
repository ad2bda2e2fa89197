import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Profile } from '@safeshelf/contract';
import i18n from '#web/i18n/setup.ts';
import {
  categories,
  cuchaule,
  renderAt,
  serveApiAcrossLanguages,
  server,
  signIn,
  subcategories,
} from '#web/test/portal.tsx';

serveApiAcrossLanguages();

let profile: Profile;
let updates: Record<string, unknown>[] = [];
beforeEach(() => {
  signIn();
  updates = [];
  profile = {
    id: 7,
    username: 'anna',
    name: 'Anna',
    surname: 'Muster',
    gender: 'Female',
    birth_year: 1990,
    language: 'English',
    shopping_preference: 3,
    intolerances: ['gluten'],
    custom_intolerances: [],
    tolerated_fodmap_groups: [],
  };
  server.use(
    http.get('/api/user/me/', () =>
      HttpResponse.json({ id: 7, username: 'anna', email: 'anna@example.ch' }),
    ),
    http.get('/api/user/profile/7/', () => HttpResponse.json(profile)),
    http.put('/api/user/profile/7/', async ({ request }) => {
      const update = (await request.json()) as Partial<Profile>;
      updates.push(update);
      profile = { ...profile, ...update };
      return HttpResponse.json(profile);
    }),
    http.get('/api/categories/', () => HttpResponse.json(categories)),
    http.get('/api/subcategories/', () => HttpResponse.json(subcategories)),
    // The colour follows the stored diet profile, as on the server.
    http.get('/api/filtered-products/', () =>
      HttpResponse.json({
        items: [
          {
            ...cuchaule,
            diet_color: profile.intolerances.includes('lactose') ? 'yellow' : 'green',
          },
        ],
        limit: 10,
        offset: 0,
        next_offset: null,
      }),
    ),
  );
});

describe('profile', () => {
  it('changing the diet profile changes the colours in search at once', async () => {
    const user = userEvent.setup();
    const router = renderAt('/portal-home');
    const card = async () =>
      (
        await screen.findByRole('link', { name: 'Mini cuchaule au beurre' }, { timeout: 3000 })
      ).closest('article')!;
    expect(within(await card()).getByText('Fits your diet')).toBeInTheDocument();

    await router.navigate('/profile');
    const save = await screen.findByRole(
      'button',
      { name: 'Save diet profile' },
      { timeout: 3000 },
    );
    expect(save).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'My intolerances' })).getByRole('checkbox', {
        name: 'Lactose',
      }),
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Other intolerances' }),
      'Sellerie, , noisettes',
    );
    expect(save).toBeEnabled();
    await user.click(save);
    expect(
      await screen.findByText('Diet profile updated. All colours now follow it.'),
    ).toBeInTheDocument();
    expect(updates[0]).toEqual({
      intolerances: ['gluten', 'lactose'],
      custom_intolerances: ['Sellerie', 'noisettes'],
      tolerated_fodmap_groups: [],
    });

    await router.navigate('/portal-home');
    await waitFor(async () =>
      expect(within(await card()).getByText('Caution')).toBeInTheDocument(),
    );
  });

  it('asks for the FODMAP groups tolerated only while FODMAP is ticked (issue 31.12)', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const intolerances = await screen.findByRole(
      'group',
      { name: 'My intolerances' },
      { timeout: 3000 },
    );
    const groups = () => screen.queryByRole('group', { name: /FODMAP groups I tolerate/ });
    expect(groups()).not.toBeInTheDocument();
    await user.click(within(intolerances).getByRole('checkbox', { name: 'FODMAP' }));
    await user.click(within(groups()!).getByRole('checkbox', { name: /Polyols/ }));
    await user.click(screen.getByRole('button', { name: 'Save diet profile' }));
    await screen.findByText('Diet profile updated. All colours now follow it.');
    expect(updates[0]).toMatchObject({
      intolerances: ['gluten', 'fodmap'],
      tolerated_fodmap_groups: ['polyols'],
    });
    // Without FODMAP the groups go, and are not saved as tolerated.
    await user.click(within(intolerances).getByRole('checkbox', { name: 'FODMAP' }));
    expect(groups()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save diet profile' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]).toMatchObject({ intolerances: ['gluten'], tolerated_fodmap_groups: [] });
  });

  it('saves personal information only when changed, including the shopping preference', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const save = await screen.findByRole(
      'button',
      { name: 'Save personal information' },
      { timeout: 3000 },
    );
    expect(screen.getByText('Username:')).toHaveTextContent('Username: anna');
    expect(save).toBeDisabled();
    const shopping = screen.getByRole('combobox', { name: 'Where you buy your groceries' });
    expect(shopping).toHaveDisplayValue('Slightly in store');
    await user.selectOptions(shopping, 'Mostly online');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(updates[0]).toMatchObject({ shopping_preference: 7, name: 'Anna', birth_year: 1990 });
  });

  it('says so when saving the personal information fails, and keeps what was typed (decision 182)', async () => {
    server.use(
      http.put('/api/user/profile/7/', () =>
        HttpResponse.json({ code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/profile');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 3000 });
    await user.clear(name);
    await user.type(name, 'Annina');
    await user.click(screen.getByRole('button', { name: 'Save personal information' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(name).toHaveValue('Annina');
    expect(screen.getByRole('button', { name: 'Save personal information' })).toBeEnabled();
  });

  it('has one language: the select switches the interface at once and saves it', async () => {
    const user = userEvent.setup();
    renderAt('/profile');
    const language = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 3000 });
    await user.selectOptions(language, 'de');
    expect(await screen.findByRole('heading', { name: 'Persönliche Angaben' })).toBeInTheDocument();
    await waitFor(() => expect(updates).toEqual([{ language: 'German' }]));
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch');
  });

  it('saves an interface language switched elsewhere (a ?lng= link) to the profile', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/profile');
    await waitFor(() => expect(updates).toEqual([{ language: 'French' }]));
  });

  it('greets the user by name on the portal home', async () => {
    renderAt('/portal-home');
    expect(await screen.findByText('Hello, Anna!')).toBeInTheDocument();
  });

  it('asks for confirmation before changing credentials and reports failure', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/user/credentials/7/', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'x',
            fields: { current_password: 'wrong_password' },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/profile');
    const save = await screen.findByRole('button', { name: 'Save credentials' }, { timeout: 3000 });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(save);
    // The password rule loads with the contract on the first check.
    expect(
      await screen.findByText(
        'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Sichere$Zeit9');
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(save);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Change your login credentials?' })).getByRole(
        'button',
        { name: 'Yes, save' },
      ),
    );
    expect(await screen.findByText('Failed to update credentials.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password is not correct.',
    );

    // The next attempt fails another check: only its own message shows (issue 31).
    await user.clear(screen.getByLabelText('Current password'));
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Enter your current password to confirm the change.',
      ),
    );
    expect(screen.queryByText('Failed to update credentials.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
