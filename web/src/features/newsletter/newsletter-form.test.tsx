import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';
import { answer, listenToApi } from '#web/test/api.ts';

listenToApi();

async function subscribe(name: string, email: string) {
  render(<NewsletterForm />);
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('newsletter sign-up', () => {
  it('thanks the subscriber and clears the fields', async () => {
    const sent = answer('post', '/api/newsletter/', 201, {
      id: 3,
      submitted_at: '2025-05-20T10:00:00Z',
    });
    await subscribe('Anna', 'anna@example.ch');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(sent).toEqual([
      {
        form_name: 'Anna',
        form_email: 'anna@example.ch',
      },
    ]);
  });

  it('apologises when the server fails', async () => {
    answer('post', '/api/newsletter/', 500, { code: 'internal_error', message: 'boom' });
    await subscribe('Anna', 'anna@example.ch');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('requires a name and an email', async () => {
    const sent = answer('post', '/api/newsletter/', 201, {});
    await subscribe('', '');
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
