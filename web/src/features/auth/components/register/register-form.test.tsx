import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderRoute } from '#web/test/render-route.tsx';
import { http, HttpResponse } from 'msw';
import { answer, listenToApi, server } from '#web/test/api.ts';
import { fakeToken } from '#web/test/portal.tsx';

listenToApi();

async function openRegister() {
  const router = renderRoute('/register');
  // The first lazy route import transforms the module graph, which can take a few seconds.
  await screen.findByRole(
    'heading',
    { name: 'Which intolerances do you have?' },
    { timeout: 8000 },
  );
  return router;
}

const access = fakeToken();

// The specification's words for the shopping slider's positions 0–9.
const SPECIFIED_SHOPPING_LABELS = [
  'Only in store',
  'Mostly in store',
  'More in store',
  'Slightly in store',
  'Balanced',
  'Slightly online',
  'More online',
  'Mostly online',
  'Almost always online',
  'Only online',
];

/** Each listed address answers POSTs with its status and JSON body, any other API call a 404;
 *  returns the bodies sent to each listed address. */
function respondBy(answers: Record<string, [number, unknown]>) {
  server.use(
    http.all('/api/*', () =>
      HttpResponse.json({ code: 'not_found', message: 'x' }, { status: 404 }),
    ),
  );
  return Object.fromEntries(
    Object.entries(answers).map(([url, [status, body]]) => [
      url,
      answer('post', url, status, body),
    ]),
  );
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Steps 1–5 with lactose + a custom "celery, hazelnuts". */
async function answerFirstFiveSteps(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /Lactose/ }));
  await user.click(screen.getByRole('checkbox', { name: /Other/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Describe your intolerance or diet' });
  await user.type(
    within(dialog).getByLabelText('Foods or ingredients to avoid'),
    'celery, hazelnuts',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await next(user);

  await screen.findByRole('heading', { name: 'Where do you shop?' });
  fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
  expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Mostly online');
  await next(user);

  await screen.findByRole('heading', { name: 'What is your gender?' });
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await next(user);

  await screen.findByRole('heading', { name: 'What is your name?' });
  await user.type(screen.getByLabelText('First name'), 'Anna');
  await user.type(screen.getByLabelText('Last name'), 'Muster');
  await next(user);

  await screen.findByRole('heading', { name: 'When were you born?' });
  await user.type(screen.getByLabelText('Year of birth'), '1988');
  await next(user);
  await screen.findByRole('heading', { name: 'Your account' });
}

async function fillAccount(user: UserEvent, confirm = 'Secret-123') {
  await user.type(screen.getByLabelText('Username'), 'anna');
  await user.type(screen.getByLabelText('Email'), 'anna@example.ch');
  await user.type(screen.getByLabelText('Password'), 'Secret-123');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('registration questionnaire', { timeout: 20_000 }, () => {
  it('walks through six steps, creates the account and signs the user in to the portal', async () => {
    const sent = respondBy({
      '/api/register/': [201, { id: 1, username: 'anna', email: 'anna@example.ch' }],
      '/api/token/': [200, { access: access, refresh: 'r-token' }],
    });
    localStorage.setItem('access', 'stale');
    const router = await openRegister();
    const user = userEvent.setup();
    await answerFirstFiveSteps(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // Signing in and loading the portal's code takes seconds on a busy machine.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/portal-home'), {
      timeout: 8000,
    });
    expect(localStorage.getItem('access')).toBe(access);
    expect(sent['/api/token/']).toEqual([{ identifier: 'anna', password: 'Secret-123' }]);
    expect(sent['/api/register/']).toEqual([
      {
        intolerances: ['lactose'],
        custom_intolerances: ['celery', 'hazelnuts'],
        shopping_preference: 7,
        gender: 'Female',
        name: 'Anna',
        surname: 'Muster',
        birth_year: 1988,
        username: 'anna',
        email: 'anna@example.ch',
        password1: 'Secret-123',
        password2: 'Secret-123',
        language: 'English',
      },
    ]);
  });

  it('sends the registration once per click, also after Previous and Next on the last step (issue 31.5)', async () => {
    const sent = respondBy({
      '/api/register/': [201, { id: 1, username: 'anna', email: 'anna@example.ch' }],
      '/api/token/': [200, { access: access, refresh: 'r-token' }],
    });
    const router = await openRegister();
    const user = userEvent.setup();
    await answerFirstFiveSteps(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'When were you born?' });
    await next(user);
    await screen.findByRole('heading', { name: 'Your account' });
    const create = screen.getByRole('button', { name: 'Create account' });
    await vi.waitFor(() => expect(create).toBeEnabled());
    // A double click, or a click and Enter, before the page re-renders.
    fireEvent.click(create);
    fireEvent.click(create);
    // Signing in and loading the portal's code takes seconds on a busy machine.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/portal-home'), {
      timeout: 8000,
    });
    expect(sent['/api/register/']).toHaveLength(1);
  });

  it('sends the new user to log in when signing in automatically fails', async () => {
    respondBy({
      '/api/register/': [201, { id: 1, username: 'anna', email: 'anna@example.ch' }],
      '/api/token/': [429, { code: 'rate_limited', message: 'slow down' }],
    });
    const router = await openRegister();
    const user = userEvent.setup();
    await answerFirstFiveSteps(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 8000,
    });
    expect(
      await screen.findByText('Your account has been created. Please log in.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('says that no intolerance is fine, and moves on with none ticked', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    expect(
      screen.getByRole('group', {
        description:
          'None of these? That is fine too: leave them all unticked, and add one later in your profile if you need it.',
      }),
    ).toBeInTheDocument();
    await next(userEvent.setup());
    expect(await screen.findByRole('heading', { name: 'Where do you shop?' })).toBeInTheDocument();
  });

  it('clears an error as soon as it is fixed, so one click on Next moves on', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    const user = userEvent.setup();
    await next(user);
    await screen.findByRole('heading', { name: 'Where do you shop?' });
    fireEvent.change(screen.getByRole('slider'), { target: { value: '3' } });
    await next(user);
    await screen.findByRole('heading', { name: 'What is your gender?' });
    await next(user);
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    // Gone before the pointer reaches Next: a vanishing line would move the button away.
    await vi.waitFor(() => expect(screen.queryByText('Please fill in this field.')).toBeNull());
    await next(user);
    await screen.findByRole('heading', { name: 'What is your name?' });
    await next(user);
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Last name'), 'Muster');
    await vi.waitFor(() => expect(screen.queryByText('Please fill in this field.')).toBeNull());
  });

  it('keeps Save disabled while the "Other" text is blank, and Cancel leaves Other unchecked', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Other/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Foods or ingredients to avoid'), '   ');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Other/ })).not.toBeChecked();
  });

  it('closes the "Other" dialog with Escape', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Other/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to select a shopping preference until the slider is moved', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    const user = userEvent.setup();
    await next(user);
    await screen.findByRole('heading', { name: 'Where do you shop?' });
    expect(screen.getByText('Select a preference')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', 'Select a preference');
    await next(user);
    expect(
      await screen.findByText('Please move the slider to select a preference.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where do you shop?' })).toBeInTheDocument();
  });

  it('names the ten slider positions exactly as the specification does (issue 31)', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    await next(userEvent.setup());
    await screen.findByRole('heading', { name: 'Where do you shop?' });
    const slider = screen.getByRole('slider');
    const named = SPECIFIED_SHOPPING_LABELS.map((_, position) => {
      fireEvent.change(slider, { target: { value: String(position) } });
      return [
        slider.getAttribute('aria-valuetext'),
        screen.getByText(/./, { selector: 'p[aria-live]' }).textContent,
      ];
    });
    expect(named).toEqual(SPECIFIED_SHOPPING_LABELS.map((label) => [label, label]));
  });

  it('says when the passwords differ and keeps submit disabled', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    const user = userEvent.setup();
    await answerFirstFiveSteps(user);
    expect(
      screen.getByText(
        'Password must be at least 8 characters and include 1 uppercase, 1 number, and 1 special character',
      ),
    ).toBeInTheDocument();
    await fillAccount(user, 'Secret-124');
    await user.tab();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('shows which field the server refused', async () => {
    answer('post', '/api/register/', 400, {
      code: 'validation_failed',
      message: 'invalid',
      fields: { username: 'username_taken' },
    });
    await openRegister();
    const user = userEvent.setup();
    await answerFirstFiveSteps(user);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please check your inputs.');
    expect(alert).toHaveTextContent('Username: This username is already taken.');
  });

  it('goes back with Previous and keeps the answers', async () => {
    answer('post', '/api/register/', 201, {});
    await openRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Gluten/ }));
    await next(user);
    await screen.findByRole('heading', { name: 'Where do you shop?' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('checkbox', { name: /Gluten/ })).toBeChecked();
    const loginHint = screen.getByText('Already have an account?').closest('p')!;
    expect(within(loginHint).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
