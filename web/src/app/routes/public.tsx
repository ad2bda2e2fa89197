import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { lazyPage } from '../lazy-page';
import { HomeRoute } from './home';
import { NotFound } from './not-found';

// Public pages. Each page module is loaded on demand so no page pays for another's code, except the
// home page: it is where most visitors land, and loading it with the main chunk saves a round trip.
const About = lazyPage(() => import('./about'), (m) => m.AboutRoute, ['about']);
const Contact = lazyPage(() => import('./contact'), (m) => m.ContactRoute, ['contact']);
const Faq = lazyPage(() => import('./faq'), (m) => m.FaqRoute, ['faq']);
const Legal = lazyPage(() => import('./legal'), (m) => m.LegalRoute, ['legal']);
const Terms = lazyPage(() => import('./terms'), (m) => m.TermsRoute, ['terms']);
const Login = lazyPage(() => import('./login'), (m) => m.LoginRoute, ['login']);
const Register = lazyPage(() => import('./register'), (m) => m.RegisterRoute, ['register', 'login']);
const Logout = lazyPage(() => import('./logout'), (m) => m.LogoutRoute, ['login']);

export const publicRoutes: RouteObject[] = [
  { path: paths.home, element: <HomeRoute /> },
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
