import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HomePage } from './home-page';
import { loadNamespaces } from '#web/i18n/setup.ts';

// The route loads the home page's texts; this test renders the page itself.
beforeAll(() => loadNamespaces('home'));

describe('home page', () => {
  it('splits the title at "|" into two halves and leads to sign-up', async () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Know what fits your diet before it lands in your basket');
    expect(title).not.toHaveTextContent('|');
    expect(within(title).getByText('before it lands in your basket').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Create my free profile' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows four features, three steps and three special cards', () => {
    render(<HomePage />, { wrapper: MemoryRouter });
    const section = (name: string) =>
      screen.getByRole('heading', { level: 2, name }).closest('section')!;
    expect(
      within(section('Everything you need for a calmer weekly shop')).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(within(section('How it works')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('What makes us special')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Instant feedback' })).toBeInTheDocument();
  });
});
