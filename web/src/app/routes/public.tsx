import type { RouteObject } from 'react-router';
import { paths } from '../paths';

// Public pages. Each page module is loaded on demand so no page pays for another's code.
export const publicRoutes: RouteObject[] = [
  { path: paths.home, lazy: async () => ({ Component: (await import('./home')).HomeRoute }) },
];
