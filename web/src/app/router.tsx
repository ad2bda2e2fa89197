import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../features/public/layout/public-layout';
import { RouteError } from './routes/route-error';
import { publicRoutes } from './routes/public';
import { portalRoutes } from './routes/portal';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Lazy route modules load before the first render; nothing to show meanwhile (no server rendering).
    HydrateFallback: () => null,
    children: [
      // Public pages share the navbar/footer layout; Not Found is one of them. The layout is in the
      // main chunk: every public page needs it, and a lazy layout costs a network round trip first.
      { Component: PublicLayout, children: publicRoutes },
      // The portal gets TanStack Query from a lazy layout, so public pages never load it.
      {
        lazy: async () => ({ Component: (await import('./query-provider')).QueryProviderLayout }),
        children: portalRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
