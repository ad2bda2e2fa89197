import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../i18n/setup';

/**
 * A page whose code — and the sections of the locale files it needs (i18n/sections.ts) — load when
 * it is first shown. Navigation runs in a transition, so the current page stays on screen until the
 * next one is ready.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Namespace[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([
      load(),
      namespaces.length ? loadNamespaces(...namespaces) : undefined,
    ]);
    return { default: pick(module) };
  });
}
