import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '#web/test/render-route.tsx';

describe('unknown paths', () => {
  it('show the Not Found page with a way home', async () => {
    renderRoute('/no/such/page');
    expect(
      await screen.findByRole('heading', {
        name: 'The page you are searching for does not exists!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
