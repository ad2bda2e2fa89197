import { useEffect, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { AppRoutes } from '../app/app-routes';

/** Where the rendered app is, and a way to go elsewhere, as a user would by typing a URL. */
export interface RouteHandle {
  readonly state: { location: Location };
  /** A path, or a step through history (-1 is the browser's back button). */
  navigate(to: string | number): Promise<void>;
}

/** Renders `routes` (the whole app by default) at `path` in a memory router. */
export function renderRoute(path: string, routes: ReactNode = <AppRoutes />): RouteHandle {
  let location: Location | undefined;
  let navigateTo: NavigateFunction | undefined;
  function Probe() {
    const current = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      location = current;
      navigateTo = navigate;
    });
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {routes}
    </MemoryRouter>,
  );
  return {
    get state() {
      if (!location) throw new Error('The router has not rendered yet');
      return { location };
    },
    navigate: (to) =>
      act(async () => {
        // The navigate function's overloads take a path or a number, not a value that may be either.
        if (typeof to === 'number') await navigateTo?.(to);
        else await navigateTo?.(to);
      }),
  };
}
