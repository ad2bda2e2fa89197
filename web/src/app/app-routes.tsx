import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '#web/features/marketing/layout/public-layout.tsx';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { publicRoutes } from './routes/public';
import { portalRoutes } from './routes/portal/routes';
import { LaunchRoute } from './routes/launch';
import { paths } from '#web/config/paths.ts';

// The portal gets TanStack Query from a lazy layout, so public pages never load it.
const QueryProviderLayout = lazyPage(
  () => import('./query-provider'),
  (m) => m.QueryProviderLayout,
);

export const routes: RouteObject[] = [
  // Public pages share the navbar/footer layout; Not Found is one of them. The layout is in the
  // main chunk: every public page needs it, and a lazy layout costs a network round trip first.
  { element: <PublicLayout />, children: publicRoutes },
  { element: <QueryProviderLayout />, children: portalRoutes },
  { path: paths.launch, element: <LaunchRoute /> },
];

/** The page `routes` give for the current URL, with the error fallback and lazy pages' Suspense. */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* Nothing to show while the first page's code loads (no server rendering); later
          navigations keep the current page until the next is ready. */}
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Every page of the app. */
export function AppRoutes() {
  return <RouteTree routes={routes} />;
}
