import type { RouteObject } from 'react-router';

// The protected portal, split from the public pages: none of its code loads on a public page.
export const portalRoutes: RouteObject[] = [];
