import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { lazyPage } from '#web/app/lazy-page.ts';

// The protected portal, split from the public pages: none of its code loads on a public page.
// The guard and layout (./layout.tsx) send visitors without a session to /login.
const Layout = lazyPage(
  () => import('./layout'),
  (m) => m.PortalLayoutRoute,
  ['portal'],
);
const Search = lazyPage(
  () => import('./search'),
  (m) => m.SearchRoute,
);
const Product = lazyPage(
  () => import('./product'),
  (m) => m.ProductRoute,
);
const Scan = lazyPage(
  () => import('./scan'),
  (m) => m.ScanRoute,
);
const Favorites = lazyPage(
  () => import('./favorites'),
  (m) => m.FavoritesRoute,
);
// The shopping preference is labelled as at registration.
const Profile = lazyPage(
  () => import('./profile'),
  (m) => m.ProfileRoute,
  ['register'],
);
const News = lazyPage(
  () => import('./news'),
  (m) => m.NewsRoute,
);
const Premium = lazyPage(
  () => import('./coming-soon'),
  (m) => m.PremiumRoute,
);

export const portalRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.portal.home, element: <Search /> },
      { path: paths.portal.productPattern, element: <Product /> },
      { path: paths.portal.scan, element: <Scan /> },
      { path: paths.portal.favorites, element: <Favorites /> },
      { path: paths.portal.profile, element: <Profile /> },
      { path: paths.portal.news, element: <News /> },
      { path: paths.portal.premium, element: <Premium /> },
    ],
  },
];
