import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { HomeRoute } from './home';
import { NotFound } from './not-found';

// Public pages. Each page module is loaded on demand so no page pays for another's code, except the
// home page: it is where most visitors land, and loading it with the main chunk saves a round trip.
export const publicRoutes: RouteObject[] = [
  { path: paths.home, Component: HomeRoute },
  { path: paths.about, lazy: async () => ({ Component: (await import('./about')).AboutRoute }) },
  { path: paths.contact, lazy: async () => ({ Component: (await import('./contact')).ContactRoute }) },
  { path: paths.faq, lazy: async () => ({ Component: (await import('./faq')).FaqRoute }) },
  { path: paths.legal, lazy: async () => ({ Component: (await import('./legal')).LegalRoute }) },
  { path: paths.terms, lazy: async () => ({ Component: (await import('./terms')).TermsRoute }) },
  { path: paths.login, lazy: async () => ({ Component: (await import('./login')).LoginRoute }) },
  { path: paths.register, lazy: async () => ({ Component: (await import('./register')).RegisterRoute }) },
  { path: paths.logout, lazy: async () => ({ Component: (await import('./logout')).LogoutRoute }) },
  { path: '*', element: <NotFound /> },
];
