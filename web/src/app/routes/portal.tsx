import type { RouteObject } from 'react-router';
import { paths } from '../paths';

// The protected portal, split from the public pages: none of its code loads on a public page.
// The layout route's loader (in ./portal/layout) sends visitors without a session to /login.
export const portalRoutes: RouteObject[] = [
  {
    id: 'portal',
    lazy: async () => {
      const { PortalLayoutRoute, portalLoader } = await import('./portal/layout');
      return { Component: PortalLayoutRoute, loader: portalLoader };
    },
    children: [
      { path: paths.portal.home, lazy: async () => ({ Component: (await import('./portal/search')).SearchRoute }) },
      { path: paths.portal.productPattern, lazy: async () => ({ Component: (await import('./portal/product')).ProductRoute }) },
      { path: paths.portal.favorites, lazy: async () => ({ Component: (await import('./portal/favorites')).FavoritesRoute }) },
      { path: paths.portal.profile, lazy: async () => ({ Component: (await import('./portal/profile')).ProfileRoute }) },
      { path: paths.portal.news, lazy: async () => ({ Component: (await import('./portal/coming-soon')).NewsRoute }) },
      { path: paths.portal.premium, lazy: async () => ({ Component: (await import('./portal/coming-soon')).PremiumRoute }) },
    ],
  },
];
