import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../i18n/setup';

/**
 * A page whose code — and the sections of the locale files it needs (i18n/sections.ts) — load when
 * it is first shown. Navigation runs in a transition, so the current page stays on screen until the
 * next one is ready. `preload()` starts the same download earlier (a layout that knows which page
 * comes next loads both at once instead of one after the other).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Namespace[] = [],
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      load(),
      namespaces.length ? loadNamespaces(...namespaces) : undefined,
    ]).then(
      ([module]) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}
