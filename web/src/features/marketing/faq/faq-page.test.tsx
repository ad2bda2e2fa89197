import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FaqPage } from './faq-page';
import { loadNamespaces } from '#web/i18n/setup.ts';

// The route loads the FAQ's texts; this test renders the page itself.
beforeAll(() => loadNamespaces('faq'));

describe('FAQ', () => {
  it('lists ten questions and opens one answer at a time', async () => {
    render(<FaqPage />, { wrapper: MemoryRouter });
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'How are traces (“may contain”) handled?' }),
    );
    expect(screen.getByText(/200 mg of gluten per kilogram/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Is there a mobile app?' }));
    expect(screen.getByText(/apps for iPhone and Android are in development/)).toBeVisible();
    expect(screen.queryByText(/200 mg of gluten per kilogram/)).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });
});
