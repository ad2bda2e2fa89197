import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '#web/test/render-route.tsx';
import { http, HttpResponse } from 'msw';
import { answer, listenToApi, server } from '#web/test/api.ts';
import { clearTokens, storeTokens } from '#web/lib/auth-tokens.ts';
import { fakeToken } from '#web/test/portal.tsx';

listenToApi();

/** Fills the form (with this reason, or none) and sends it. */
async function fillAndSend(reason: string | null = 'data') {
  renderRoute('/contact');
  await screen.findByRole('heading', { name: 'Contact us' }, { timeout: 8000 });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Anna');
  await user.type(screen.getByLabelText('Last name'), 'Muster');
  await user.type(screen.getByLabelText('Email'), 'anna@example.ch');
  if (reason) await user.selectOptions(screen.getByLabelText('Reason'), reason);
  await user.type(screen.getByLabelText('Message'), 'The oat drink 7610000000000 lists milk.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact form', { timeout: 20_000 }, () => {
  it('sends the message, confirms it and clears the form', async () => {
    const sent = answer('post', '/api/contact/', 201, {
      id: 1,
      submitted_at: '2025-05-20T10:00:00Z',
    });
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(sent).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.ch',
        reason: 'data',
        message: 'The oat drink 7610000000000 lists milk.',
      },
    ]);
  });

  it('says so when sending fails and keeps what was typed', async () => {
    answer('post', '/api/contact/', 503, { code: 'unavailable', message: 'down' });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message.');
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
  });

  it('points at an invalid email address before sending', async () => {
    const sent = answer('post', '/api/contact/', 201, {});
    renderRoute('/contact');
    await screen.findByRole('heading', { name: 'Contact us' }, { timeout: 8000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks for a reason with its own message, not a generic one', async () => {
    const sent = answer('post', '/api/contact/', 201, {});
    await fillAndSend(null);
    const reason = screen.getByLabelText('Reason');
    await vi.waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Please choose a reason for your message.');
    expect(screen.queryByText('Please fill in this field.')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  /** The Authorization header the contact form was posted with. */
  async function sentAuthorization() {
    const seen: (string | null)[] = [];
    server.use(
      http.post('/api/contact/', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ id: 2, submitted_at: '2025-05-20T10:00:00Z' }, { status: 201 });
      }),
    );
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    return seen;
  }

  it('sends the message as the signed-in user, so it is theirs in the export (decision 162)', async () => {
    const access = fakeToken();
    storeTokens({ access, refresh: 'refresh' });
    try {
      expect(await sentAuthorization()).toEqual([`Bearer ${access}`]);
    } finally {
      clearTokens();
    }
  });

  it('sends it anonymously when no one is signed in', async () => {
    expect(await sentAuthorization()).toEqual([null]);
  });
});
