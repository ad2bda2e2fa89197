import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { RouteError } from './route-error';

function renderFailingRoute(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, element: <p>never</p>, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe('router error fallback', () => {
  it('shows the heading and the message of a thrown error', async () => {
    renderFailingRoute(() => {
      throw new Error('Catalogue unavailable');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Catalogue unavailable')).toBeInTheDocument();
  });

  it('shows the status of an error response', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByText('Error 503 Service Unavailable')).toBeInTheDocument();
  });
});
