import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { lazyPage } from '../lazy-page';
import { NotFound } from './not-found';

// Public pages. Each page module and its texts load on demand, so no page pays for another's code
// (the home page too: in the main chunk it cost every other page 4–5 kB gz; decision 030).
const Home = lazyPage(
  () => import('./home'),
  (m) => m.HomeRoute,
  ['home'],
);
const About = lazyPage(
  () => import('./about'),
  (m) => m.AboutRoute,
  ['about'],
);
const Contact = lazyPage(
  () => import('./contact'),
  (m) => m.ContactRoute,
  ['contact'],
);
const Faq = lazyPage(
  () => import('./faq'),
  (m) => m.FaqRoute,
  ['faq'],
);
const Legal = lazyPage(
  () => import('./legal'),
  (m) => m.LegalRoute,
  ['legal'],
);
const Terms = lazyPage(
  () => import('./terms'),
  (m) => m.TermsRoute,
  ['terms'],
);
const Login = lazyPage(
  () => import('./login'),
  (m) => m.LoginRoute,
  ['login'],
);
const Register = lazyPage(
  () => import('./register'),
  (m) => m.RegisterRoute,
  ['register'],
);
const Logout = lazyPage(
  () => import('./logout'),
  (m) => m.LogoutRoute,
  ['login'],
);

export const publicRoutes: RouteObject[] = [
  { path: paths.home, element: <Home /> },
  { path: paths.about, element: <About /> },
  { path: paths.contact, element: <Contact /> },
  { path: paths.faq, element: <Faq /> },
  { path: paths.legal, element: <Legal /> },
  { path: paths.terms, element: <Terms /> },
  { path: paths.login, element: <Login /> },
  { path: paths.register, element: <Register /> },
  { path: paths.logout, element: <Logout /> },
  { path: '*', element: <NotFound /> },
];
