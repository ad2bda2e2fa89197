import type { RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { lazyPage } from '../lazy-page';

// The protected portal, split from the public pages: none of its code loads on a public page.
// The layout (./portal/layout) sends visitors without a session to /login.
const Layout = lazyPage(
  () => import('./portal/layout'),
  (m) => m.PortalLayoutRoute,
  ['portal'],
);
const Search = lazyPage(
  () => import('./portal/search'),
  (m) => m.SearchRoute,
);
const Product = lazyPage(
  () => import('./portal/product'),
  (m) => m.ProductRoute,
);
const Scan = lazyPage(
  () => import('./portal/scan'),
  (m) => m.ScanRoute,
);
const Favorites = lazyPage(
  () => import('./portal/favorites'),
  (m) => m.FavoritesRoute,
);
// The shopping preference is labelled as at registration.
const Profile = lazyPage(
  () => import('./portal/profile'),
  (m) => m.ProfileRoute,
  ['register'],
);
const News = lazyPage(
  () => import('./portal/coming-soon'),
  (m) => m.NewsRoute,
);
const Premium = lazyPage(
  () => import('./portal/coming-soon'),
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
