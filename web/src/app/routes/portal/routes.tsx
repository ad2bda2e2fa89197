import { matchPath, type RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { lazyPage } from '#web/app/lazy-page.ts';

// The protected portal, split from the public pages: none of its code loads on a public page.
// The guard and layout (./layout.tsx) send visitors without a session to /login. The page opened
// first loads together with the layout, not after it: one round of downloads less, which an
// installed app opened without signal on a slow phone feels (issue 32, bench/offline-open.mjs).
const Layout = lazyPage(
  () => {
    void pageAt(window.location.pathname)?.preload();
    return import('./layout');
  },
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
const Offline = lazyPage(
  () => import('./offline'),
  (m) => m.OfflineRoute,
);
const News = lazyPage(
  () => import('./news'),
  (m) => m.NewsRoute,
);
const Premium = lazyPage(
  () => import('./coming-soon'),
  (m) => m.PremiumRoute,
);

const pages = [
  { path: paths.portal.home, Page: Search },
  { path: paths.portal.productPattern, Page: Product },
  { path: paths.portal.scan, Page: Scan },
  { path: paths.portal.favorites, Page: Favorites },
  { path: paths.portal.profile, Page: Profile },
  { path: paths.portal.offline, Page: Offline },
  { path: paths.portal.news, Page: News },
  { path: paths.portal.premium, Page: Premium },
];
const pageAt = (pathname: string) => pages.find(({ path }) => matchPath(path, pathname))?.Page;

export const portalRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: pages.map(({ path, Page }) => ({ path, element: <Page /> })),
  },
];
