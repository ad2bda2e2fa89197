import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../router';

describe('unknown paths', () => {
  it('show the Not Found page with a way home', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'The page you are searching for does not exists!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
