import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './routes/route-error';
import { publicRoutes } from './routes/public';
import { portalRoutes } from './routes/portal';
import { NotFound } from './routes/not-found';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [...publicRoutes, ...portalRoutes, { path: '*', element: <NotFound /> }],
  },
];

export const router = createBrowserRouter(routes);
